import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type ReplyOf, type RequestOf } from '../define-call';

/**
 * After an upload, which of its photos do not look like the main (first) one: a warning only
 * (docs/likeness.md). The faces are compared in the background once the upload is accepted, so the
 * train page asks until `checked` is true (a few seconds).
 */
export const lookAlikeCall = defineCall({
  path: 'upload-service/look-alike',
  method: 'POST',
  access: 'user',
  summary: 'The photos of an uploaded model that do not look like its first photo (known a few seconds after the upload)',
  request: z.object({ modelId: z.string().min(1) }),
  reply: z.object({
    status: z.literal('success'),
    /** False while the faces are still being compared: ask again. */
    checked: z.boolean(),
    /** 1-based positions of the photos whose face does not look like the first photo's. */
    lookAlikeOutliers: z.array(z.number().int().min(1)),
  }),
});
export type LookAlikeRequest = RequestOf<typeof lookAlikeCall>;
export type LookAlikeReply = ReplyOf<typeof lookAlikeCall>;
export const lookAlikeOutliers = (request: LookAlikeRequest, options?: CallOptions) => callApi(lookAlikeCall, request, options);
