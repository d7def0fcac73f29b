import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { adminTemplateImageSchema } from '../entities/template';

export const adminTemplateImagesCall = defineCall({
  path: 'admin-service/template-images',
  method: 'POST',
  access: 'admin',
  summary: 'Every template image of a category, whatever its moderation status',
  request: z.object({ categoryId: rowIdSchema }),
  reply: z.object({ templateImages: z.array(adminTemplateImageSchema) }),
});
export type AdminTemplateImagesRequest = RequestOf<typeof adminTemplateImagesCall>;
export type AdminTemplateImagesReply = ReplyOf<typeof adminTemplateImagesCall>;
export const getAdminTemplateImages = (request: AdminTemplateImagesRequest, options?: CallOptions) =>
  callApi(adminTemplateImagesCall, request, options);
