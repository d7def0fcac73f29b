import { z } from 'zod';
import { callApi } from '../../http/client';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { fileIdSchema, modelIdSchema } from '../entities/ids';
import { imageRefSchema } from '../entities/image';
import { MAX_IMAGES_PER_GENERATION, MIN_IMAGES_PER_GENERATION, PROMPT_MAX } from '../entities/limits';

/** Part 1 §5 and §8 messages. */
export const NO_MODELS_MESSAGE = 'Please create a model first';
export const NO_MODEL_SELECTED_MESSAGE = 'No model selected';
export const PROMPT_NEEDS_MODEL_MESSAGE = "Prompt must include the word 'model'";
export const NOT_ENOUGH_CREDITS_MESSAGE = "You don't have enough credits to purchase this item";

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
    outputImages: z.array(imageRefSchema),
    message: z.string().optional(),
    nextPage: z.string().optional(),
  }),
});
export type GenRequest = RequestOf<typeof genCall>;
export type GenReply = ReplyOf<typeof genCall>;
export const generateImages = (request: GenRequest) => callApi(genCall, request);
