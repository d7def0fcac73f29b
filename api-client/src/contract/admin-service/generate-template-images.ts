import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';
import { PROMPT_MAX } from '../entities/limits';
import { templateClassSchema } from '../entities/model-class';
import { adminTemplateImageSchema } from '../entities/template';

export const CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE = 'Prompt must include the word "model" when in custom mode';
export const CATEGORY_REQUIRED_MESSAGE = 'Please select a template category';
/** Not one image of the batch could be made (nothing is stored). */
export const TEMPLATE_GENERATION_FAILED_MESSAGE = 'No template image could be generated. Please try again.';
export const TEMPLATE_GENERATOR_MODES = ['auto', 'custom'] as const;
/** Admin batches are bounded: one call makes at most a pack's worth of images. */
export const MAX_TEMPLATE_IMAGES_PER_CALL = 30;

export const generateTemplateImagesCall = defineCall({
  path: 'admin-service/generate-template-images',
  method: 'POST',
  access: 'admin',
  summary: 'Generate template images for a category and class (auto prompts, or one custom prompt)',
  request: z
    .object({
      prompt: z.string().trim().max(PROMPT_MAX).optional().default(''),
      imagesCount: z.number().int().min(1).max(MAX_TEMPLATE_IMAGES_PER_CALL).optional().default(1),
      templateCategoryId: rowIdSchema,
      templateClass: templateClassSchema,
      mode: z.enum(TEMPLATE_GENERATOR_MODES),
    })
    .refine((r) => r.mode !== 'custom' || /\bmodel\b/.test(r.prompt), {
      message: CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE,
      path: ['prompt'],
    })
    .refine((r) => r.mode !== 'custom' || r.imagesCount === 1, {
      message: 'Custom mode makes one image',
      path: ['imagesCount'],
    }),
  reply: z.object({ images: z.array(adminTemplateImageSchema) }),
});
export type GenerateTemplateImagesRequest = RequestOf<typeof generateTemplateImagesCall>;
export type GenerateTemplateImagesReply = ReplyOf<typeof generateTemplateImagesCall>;
export const generateTemplateImages = (request: GenerateTemplateImagesRequest) =>
  callApi(generateTemplateImagesCall, request);
