import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';

export const REMOVE_FROM_PACK_FIRST_MESSAGE = 'You must remove the template image from the photo pack first';

export const deleteTemplateImageCall = defineCall({
  path: 'admin-service/delete-template-image',
  method: 'POST',
  access: 'admin',
  summary: 'Delete a template image that belongs to no pack',
  request: z.object({ fileId: fileIdSchema }),
  reply: okReply,
});
export type DeleteTemplateImageRequest = RequestOf<typeof deleteTemplateImageCall>;
export const deleteTemplateImage = (request: DeleteTemplateImageRequest) => callApi(deleteTemplateImageCall, request);
