import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { templateClassSchema } from '../entities/model-class';
import { templateImageSchema } from '../entities/template';

export const templateImagesCall = defineCall({
  path: 'template-image-service/template-images',
  method: 'POST',
  access: 'user',
  summary: 'Approved template images of a category for a model class',
  request: z.object({ categoryID: rowIdSchema, templateClass: templateClassSchema }),
  reply: z.object({ data: z.array(templateImageSchema) }),
});
export type TemplateImagesRequest = RequestOf<typeof templateImagesCall>;
export type TemplateImagesReply = ReplyOf<typeof templateImagesCall>;
export const getTemplateImages = (request: TemplateImagesRequest, options?: CallOptions) => callApi(templateImagesCall, request, options);
