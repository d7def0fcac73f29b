import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { SHOWCASE_MAX_BEFORE, adminShowcaseItemSchema, showcaseConsentSchema, showcaseKindSchema } from '../entities/showcase';

/** Most files one upload takes: a pair's befores and its after. */
export const SHOWCASE_UPLOAD_FILES = SHOWCASE_MAX_BEFORE + 1;

export const showcaseUploadCall = defineCall({
  path: 'admin-service/showcase-upload',
  method: 'POST',
  access: 'admin',
  summary: 'Add a before/after pair or a single photo to the showcase, with the consent of the person shown',
  body: 'multipart',
  request: z.object({
    kind: showcaseKindSchema,
    caption: z.string().trim().min(1, 'Write a caption').max(160),
    ...showcaseConsentSchema.shape,
    // Optional here so a missing file gets its own message, not a schema error. `before` may repeat (one to four).
    before: z.any().optional().describe('file'),
    after: z.any().optional().describe('file'),
  }),
  reply: z.object({ item: adminShowcaseItemSchema }),
});
export type ShowcaseUploadRequest = RequestOf<typeof showcaseUploadCall>;
export const uploadShowcaseItem = (request: ShowcaseUploadRequest) => callApi(showcaseUploadCall, request);
