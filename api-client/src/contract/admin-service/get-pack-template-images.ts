import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { adminTemplateImageSchema } from '../entities/template';

export const packTemplateImagesCall = defineCall({
  path: 'admin-service/get-pack-template-images',
  method: 'POST',
  access: 'admin',
  summary: 'The template images of one photo pack',
  request: z.object({ packageId: rowIdSchema }),
  reply: z.object({ templateImages: z.array(adminTemplateImageSchema) }),
});
export type PackTemplateImagesRequest = RequestOf<typeof packTemplateImagesCall>;
export const getPackTemplateImages = (request: PackTemplateImagesRequest, options?: CallOptions) =>
  callApi(packTemplateImagesCall, request, options);
