import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { previewSchema } from '../entities/preview';

/**
 * Why a preview cannot be started now: the account made its one already (`used`), another account of its person
 * did (`used-by-address`: by the e-mail address, live or deleted less than PREVIEW_REUSE_DAYS ago), or today's
 * budget is spent (`paused`).
 */
export const PREVIEW_UNAVAILABLE_REASONS = ['used', 'used-by-address', 'paused'] as const;

export const myPreviewCall = defineCall({
  path: 'preview-service/mine',
  method: 'GET',
  access: 'user',
  summary: "The caller's preview if they made one (null otherwise), and whether one can be started now",
  request: emptyRequest,
  reply: z.object({
    preview: previewSchema.nullable(),
    available: z.boolean(),
    reason: z.enum(PREVIEW_UNAVAILABLE_REASONS).nullable(),
    /** Hours a preview's selfie and photos are kept (PREVIEW_RETENTION_HOURS), for the step's privacy line. */
    retentionHours: z.number().int(),
  }),
});
export type MyPreviewReply = ReplyOf<typeof myPreviewCall>;
export const getMyPreview = (options?: CallOptions) => callApi(myPreviewCall, {}, options);
