import { z } from 'zod';
import { imageSchema } from './image';
import { modelClassSchema } from './model-class';

/** flux-base marks the built-in base model; fake marks the client's pseudo-entries (New model, All models). */
export const MODEL_TYPES = ['flux-lora', 'flux-base', 'fake'] as const;
export const modelTypeSchema = z.enum(MODEL_TYPES);
export type ModelType = z.infer<typeof modelTypeSchema>;

/** The engine's training states; only succeeded models can be used. */
export const MODEL_STATUSES = ['starting', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export const modelStatusSchema = z.enum(MODEL_STATUSES);
export type ModelStatus = z.infer<typeof modelStatusSchema>;

/** A model without its images (models-thin). */
export const thinModelSchema = z.object({
  ModelName: z.string(),
  ModelID: z.string(),
  MainImagePath: z.string().nullable(),
  Status: modelStatusSchema,
  ModelType: modelTypeSchema,
  Class: modelClassSchema.nullable(),
  /** Comma-separated characteristics ('' when none). */
  Characteristics: z.string(),
});
export type ThinModel = z.infer<typeof thinModelSchema>;

/** Images are newest first; the gen grid shows them with their liked flag and prompt. */
export const modelSchema = thinModelSchema.extend({ Images: z.array(imageSchema) });
export type Model = z.infer<typeof modelSchema>;

