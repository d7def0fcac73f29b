import { z } from 'zod';
import { callApi } from '../../http/client';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { PROMPT_MAX } from '../entities/limits';

export const MASK_EDIT_FAILED_MESSAGE = 'There was an error whilst editing your image.';

export const uploadMaskCall = defineCall({
  path: 'upload-service/upload-mask',
  method: 'POST',
  access: 'user',
  summary: 'Edit an image: repaint the white area of a PNG mask as the prompt says; answers the new image',
  body: 'multipart',
  request: z.object({
    file: z.any().describe('file'),
    originalImageId: fileIdSchema,
    prompt: z.string().trim().min(1).max(PROMPT_MAX),
  }),
  reply: z.object({ fileId: z.string() }),
});
export type UploadMaskRequest = RequestOf<typeof uploadMaskCall>;
export const uploadMask = (request: UploadMaskRequest) => callApi(uploadMaskCall, request);
