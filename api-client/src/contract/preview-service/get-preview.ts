import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { previewSchema } from '../entities/preview';

export const PREVIEW_NOT_FOUND_MESSAGE = 'This preview was not found. Previews are deleted a day after they are made.';

export const getPreviewCall = defineCall({
  path: 'preview-service/preview/{previewId}',
  method: 'GET',
  access: 'user',
  summary: "The caller's preview: its status and the photos made so far (poll while processing)",
  request: z.object({ previewId: z.string().uuid() }),
  reply: previewSchema,
});
export type GetPreviewRequest = RequestOf<typeof getPreviewCall>;
export const getPreview = (request: GetPreviewRequest, options?: CallOptions) => callApi(getPreviewCall, request, options);
