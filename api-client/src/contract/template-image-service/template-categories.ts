import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { templateCategorySchema } from '../entities/template';

export const templateCategoriesCall = defineCall({
  path: 'template-image-service/template-categories',
  method: 'GET',
  access: 'user',
  summary: 'Template categories (chips on the templates page)',
  request: emptyRequest,
  reply: z.object({ data: z.array(templateCategorySchema) }),
});
export type TemplateCategoriesReply = ReplyOf<typeof templateCategoriesCall>;
export const getTemplateCategories = (options?: CallOptions) => callApi(templateCategoriesCall, {}, options);
