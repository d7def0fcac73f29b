import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';

export const likeImageCall = defineCall({
  path: 'replicate-service/like-image',
  method: 'POST',
  access: 'user',
  summary: 'Like or unlike one image',
  request: z.object({ fileId: fileIdSchema, isLiked: z.boolean() }),
  reply: okReply,
});
export type LikeImageRequest = RequestOf<typeof likeImageCall>;
export const likeImage = (request: LikeImageRequest) => callApi(likeImageCall, request);
