import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { fileIdSchema, modelIdSchema } from '../entities/ids';
import { generatedImageRefSchema } from '../entities/image';
import { MAX_IMAGES_PER_GENERATION, MIN_IMAGES_PER_GENERATION, PROMPT_MAX } from '../entities/limits';

// What the generation page checks before it sends (NO_MODELS_MESSAGE, NO_MODEL_SELECTED_MESSAGE,
// PROMPT_NEEDS_MODEL_MESSAGE, MODEL_NOT_READY_MESSAGE) lives with the schema-free values
// (entities/gen-page-values.ts, api-client/runtime): the page's first render has no zod.
export const NOT_ENOUGH_CREDITS_MESSAGE = "You don't have enough credits to purchase this item";
/**
 * A prompt that breaks the rules the user accepted; checked before any credit is spent
 * (docs/generation-and-images.md#prompt-rules).
 */
export const PROMPT_NOT_ALLOWED_MESSAGE =
  'This prompt breaks our rules: no nudity, explicit, offensive or illegal content, nobody under 18 and no public figures. Please change it and try again.';
export const GENERATION_FAILED_MESSAGE = 'We could not generate your images. Your credits have been refunded. Please try again.';
/** The `warning` reply's message when only some images were made. */
export const partialGenerationMessage = (failed: number, requested: number) =>
  `${failed} of ${requested} images could not be generated. Their credits have been refunded.`;
/** Where the viewer's Generate Again goes once its image is made. */
export const GENERATE_AGAIN_NEXT_PAGE = '/gen';

export const genCall = defineCall({
  path: 'replicate-service/gen',
  method: 'POST',
  access: 'user',
  summary: 'Generate 1 to 4 images with a model (10 credits each); from the viewer, one image from an original file',
  request: z.object({
    prompt: z.string().trim().min(1).max(PROMPT_MAX),
    modelId: modelIdSchema,
    imageCount: z.number().int().min(MIN_IMAGES_PER_GENERATION).max(MAX_IMAGES_PER_GENERATION),
    /** Generate Again from the viewer: the file whose settings are reused (imageCount 1). */
    originalFileId: fileIdSchema.optional(),
  }),
  reply: z.object({
    /** `warning`: some images failed; the message is shown in an alert. */
    status: z.enum(['success', 'warning']),
    outputImages: z.array(generatedImageRefSchema),
    message: z.string().optional(),
    nextPage: z.string().optional(),
  }),
});
export type GenRequest = RequestOf<typeof genCall>;
export type GenReply = ReplyOf<typeof genCall>;
export const generateImages = (request: GenRequest) => callApi(genCall, request);
