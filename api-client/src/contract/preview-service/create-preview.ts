import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { PREVIEW_MAX_SELFIES, PREVIEW_STATUSES } from '../entities/preview';
import type { PhotoIssue } from '../upload-service/upload';

export const NO_SELFIE_MESSAGE = 'Please choose a selfie.';
export const PREVIEWS_PAUSED_MESSAGE = 'Previews are paused for today. You can still train your model and see every photo as usual.';
export const PREVIEW_FAILED_MESSAGE = 'We could not make your preview this time. Train your model to see every photo of you.';
export const TOO_MANY_SELFIES_MESSAGE = `Please choose at most ${PREVIEW_MAX_SELFIES} selfies.`;
/** Too many previews started from one network or one browser within the hour (the daily budget is PREVIEWS_PAUSED_MESSAGE). */
export const TOO_MANY_PREVIEWS_MESSAGE = 'Too many previews were started from this network or device. Please try again in an hour.';
/**
 * The 403 of a preview asked for by a person who had theirs, as far as the e-mail address tells: another
 * account of the same address (a +tag, Gmail's dots or googlemail.com), or an account deleted less than
 * PREVIEW_REUSE_DAYS ago.
 */
export const PREVIEW_ALREADY_USED_MESSAGE = 'This e-mail address has had its free preview already. Train your model to see every photo of you.';

/**
 * The 400 of a selfie that failed the screening (the training upload's photo checks), in the issues'
 * own words: "No face found", or "Selfie 2: Photo too blurry" when several were sent. Nothing is used up.
 */
export function previewSelfieIssueMessage(issues: readonly Pick<PhotoIssue, 'position' | 'reason'>[], selfies: number): string {
  return issues.map((issue) => (selfies > 1 ? `Selfie ${issue.position}: ${issue.reason}` : issue.reason)).join('; ');
}

/**
 * The 400 of selfies that do not all show one person (the training upload's look-alike check): names the
 * selfies that look like someone else ("Selfie 2 looks like someone else. ..."). Nothing is used up.
 */
export function previewLookAlikeMessage(outliers: readonly number[]): string {
  const names = outliers.map(String);
  const listed = names.length > 1 ? `Selfies ${names.slice(0, -1).join(', ')} and ${names.at(-1)} look` : `Selfie ${names[0]} looks`;
  return `${listed} like someone else. The preview shows one person: please send selfies of you only.`;
}

export const createPreviewCall = defineCall({
  path: 'preview-service/create',
  method: 'POST',
  access: 'user',
  summary: 'Start the free preview from one to three selfies of one person (multipart `file` parts); one per account and per person (by e-mail address), made in the background',
  body: 'multipart',
  // Optional here so a missing file gets NO_SELFIE_MESSAGE, not a schema error; the server reads every `file` part.
  request: z.object({ file: z.any().optional().describe('file') }),
  reply: z.object({ previewId: z.string().uuid(), status: z.enum(PREVIEW_STATUSES) }),
});
export type CreatePreviewRequest = RequestOf<typeof createPreviewCall>;
export const createPreview = (request: CreatePreviewRequest) => callApi(createPreviewCall, request);
