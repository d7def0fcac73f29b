import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { templateImageSchema } from '../entities/template';

/** A file id that is not one of the caller's own images. */
export const TEMPLATE_COMPLETE_IMAGE_NOT_FOUND_MESSAGE = 'Image not found.';
/** How many other templates template-complete suggests. */
export const SUGGESTED_TEMPLATES_COUNT = 8;

export const templateCompleteCall = defineCall({
  path: 'template-image-service/template-complete',
  method: 'POST',
  access: 'user',
  summary: 'An image made from a template, with other templates to try',
  request: z.object({ fileId: fileIdSchema }),
  reply: z.object({
    outputImageUrl: z.string(),
    outputFileId: z.string(),
    outputModelId: z.string(),
    suggestedTemplateImages: z.array(templateImageSchema),
  }),
});
export type TemplateCompleteRequest = RequestOf<typeof templateCompleteCall>;
export type TemplateComplete = ReplyOf<typeof templateCompleteCall>;
export const getTemplateComplete = (request: TemplateCompleteRequest, options?: CallOptions) => callApi(templateCompleteCall, request, options);
