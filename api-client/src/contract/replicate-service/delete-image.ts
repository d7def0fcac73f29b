import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';

export const LAST_IMAGE_MESSAGE = 'Cannot delete the last image of a model';
export const FAILED_TO_RESTORE_MESSAGE = 'Failed to restore image';

export const deleteImageCall = defineCall({
  path: 'replicate-service/delete-image',
  method: 'POST',
  access: 'user',
  summary: 'Soft-delete (isDeleted true) or restore (false) one image',
  request: z.object({ fileId: fileIdSchema, isDeleted: z.boolean() }),
  reply: okReply,
});
export type DeleteImageRequest = RequestOf<typeof deleteImageCall>;
export const deleteImage = (request: DeleteImageRequest) => callApi(deleteImageCall, request);
