import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { PREVIEW_STATUSES } from '../entities/preview';

export const NO_SELFIE_MESSAGE = 'Please choose a selfie.';
export const PREVIEWS_PAUSED_MESSAGE = 'Previews are paused for today. You can still train your model and see every photo as usual.';
export const PREVIEW_FAILED_MESSAGE = 'We could not make your preview this time. Train your model to see every photo of you.';

export const createPreviewCall = defineCall({
  path: 'preview-service/create',
  method: 'POST',
  access: 'user',
  summary: 'Start the free preview from one to three selfies (multipart `file` parts); one per account, made in the background',
  body: 'multipart',
  // Optional here so a missing file gets NO_SELFIE_MESSAGE, not a schema error; the server reads every `file` part.
  request: z.object({ file: z.any().optional().describe('file') }),
  reply: z.object({ previewId: z.string().uuid(), status: z.enum(PREVIEW_STATUSES) }),
});
export type CreatePreviewRequest = RequestOf<typeof createPreviewCall>;
export const createPreview = (request: CreatePreviewRequest) => callApi(createPreviewCall, request);
