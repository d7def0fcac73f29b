import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { fileIdSchema, modelIdSchema } from '../entities/ids';
import { generatedImageRefSchema } from '../entities/image';

/** A template id that names no approved template image. */
export const TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found.';

export const generateImageFromTemplateCall = defineCall({
  path: 'template-image-service/generate-image-from-template',
  method: 'POST',
  access: 'user',
  summary: 'Generate one image of a model in the style of a template image (10 credits)',
  request: z.object({ modelId: modelIdSchema, templateId: fileIdSchema }),
  reply: z.object({
    status: z.enum(['success', 'failed']),
    outputImages: z.array(generatedImageRefSchema),
    message: z.string().optional(),
  }),
});
export type GenerateFromTemplateRequest = RequestOf<typeof generateImageFromTemplateCall>;
export type GenerateFromTemplateReply = ReplyOf<typeof generateImageFromTemplateCall>;
export const generateImageFromTemplate = (request: GenerateFromTemplateRequest) =>
  callApi(generateImageFromTemplateCall, request);
