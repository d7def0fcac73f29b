import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { deletedImageSchema } from '../entities/image';

export const deletedImagesCall = defineCall({
  path: 'replicate-service/deleted-images',
  method: 'GET',
  access: 'user',
  summary: "The user's soft-deleted images, to restore",
  request: emptyRequest,
  reply: z.object({ deletedImages: z.array(deletedImageSchema) }),
});
export type DeletedImagesReply = ReplyOf<typeof deletedImagesCall>;
export const getDeletedImages = (options?: CallOptions) => callApi(deletedImagesCall, {}, options);
