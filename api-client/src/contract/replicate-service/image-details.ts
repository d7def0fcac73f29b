import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';

export const imageDetailsCall = defineCall({
  path: 'replicate-service/image-details',
  method: 'POST',
  access: 'user',
  summary: 'The prompt an image was generated with',
  request: z.object({ fileId: fileIdSchema }),
  reply: z.object({ status: z.literal('success'), prompt: z.string() }),
});
export type ImageDetailsRequest = RequestOf<typeof imageDetailsCall>;
export const getImageDetails = (request: ImageDetailsRequest, options?: CallOptions) => callApi(imageDetailsCall, request, options);
