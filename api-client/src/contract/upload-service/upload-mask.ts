import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { PROMPT_MAX } from '../entities/limits';

export const MASK_EDIT_FAILED_MESSAGE = 'There was an error whilst editing your image.';
/** The mask is missing or is not a PNG (judged by its bytes). */
export const MASK_NOT_PNG_MESSAGE = 'The mask must be a PNG image.';
/** The mask has no white area: there is nothing to repaint, so nothing is spent. */
export const MASK_EMPTY_MESSAGE = 'Paint over the part of the image you want to change.';

export const uploadMaskCall = defineCall({
  path: 'upload-service/upload-mask',
  method: 'POST',
  access: 'user',
  summary: 'Edit an image: repaint the white area of a PNG mask as the prompt says; answers the new image',
  body: 'multipart',
  request: z.object({
    // Optional here so a missing file gets the call's own message, not a schema error.
    file: z.any().optional().describe('file'),
    originalImageId: fileIdSchema,
    prompt: z.string().trim().min(1).max(PROMPT_MAX),
  }),
  reply: z.object({ fileId: z.string() }),
});
export type UploadMaskRequest = RequestOf<typeof uploadMaskCall>;
export const uploadMask = (request: UploadMaskRequest) => callApi(uploadMaskCall, request);
