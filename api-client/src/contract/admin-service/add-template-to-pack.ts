import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema, rowIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';

export const NO_PACK_SELECTED_MESSAGE = 'No photo pack selected.';

export const addTemplateToPackCall = defineCall({
  path: 'admin-service/add-template-to-pack',
  method: 'POST',
  access: 'admin',
  summary: 'Add a template image to a photo pack (approves it)',
  request: z.object({ fileId: fileIdSchema, packageId: rowIdSchema }),
  reply: okReply,
});
export type AddTemplateToPackRequest = RequestOf<typeof addTemplateToPackCall>;
export const addTemplateToPack = (request: AddTemplateToPackRequest) => callApi(addTemplateToPackCall, request);
