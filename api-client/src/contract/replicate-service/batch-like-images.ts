import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply, operationsOf } from '../entities/image';

export const batchLikeImagesCall = defineCall({
  path: 'replicate-service/batch-like-images',
  method: 'POST',
  access: 'user',
  summary: 'Like or unlike several images at once (at most 200)',
  request: z.object({ operations: operationsOf(z.object({ fileId: fileIdSchema, isLiked: z.boolean() })) }),
  reply: okReply,
});
export type BatchLikeImagesRequest = RequestOf<typeof batchLikeImagesCall>;
export const batchLikeImages = (request: BatchLikeImagesRequest) => callApi(batchLikeImagesCall, request);
