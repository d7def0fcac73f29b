import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply, operationsOf } from '../entities/image';

export const cannotDeleteAllMessage = (modelName: string) => `Cannot delete all images from model "${modelName}"`;

export const batchDeleteImagesCall = defineCall({
  path: 'replicate-service/batch-delete-images',
  method: 'POST',
  access: 'user',
  summary: 'Soft-delete or restore several images at once (at most 200); a model keeps at least one image',
  request: z.object({ operations: operationsOf(z.object({ fileId: fileIdSchema, isDeleted: z.boolean() })) }),
  reply: okReply,
});
export type BatchDeleteImagesRequest = RequestOf<typeof batchDeleteImagesCall>;
export const batchDeleteImages = (request: BatchDeleteImagesRequest) => callApi(batchDeleteImagesCall, request);
