import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { okReply } from '../entities/image';

export const removeTemplateFromPackCall = defineCall({
  path: 'admin-service/remove-template-from-pack',
  method: 'POST',
  access: 'admin',
  summary: 'Take a template image out of its photo pack (rejects it)',
  request: z.object({ fileId: fileIdSchema }),
  reply: okReply,
});
export type RemoveTemplateFromPackRequest = RequestOf<typeof removeTemplateFromPackCall>;
export const removeTemplateFromPack = (request: RemoveTemplateFromPackRequest) =>
  callApi(removeTemplateFromPackCall, request);
