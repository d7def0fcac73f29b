import { z } from 'zod';
import { fileIdSchema } from './ids';
import { MAX_BATCH_OPERATIONS } from './limits';

/**
 * How much the face in a generated photo looks like its model's training photos, 0 to 1 (docs/likeness.md).
 * null until the background scoring has run, and for ever when there is nothing to score: no face (a
 * landscape), the base model, an uploaded photo.
 */
export const likenessSchema = z.number().min(0).max(1).nullable();

/** An image as generation replies name it. */
export const imageRefSchema = z.object({ url: z.string(), fileId: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

/** A generated image as gen and template replies name it: its likeness is null until scored. */
export const generatedImageRefSchema = imageRefSchema.extend({ likeness: likenessSchema });
export type GeneratedImageRef = z.infer<typeof generatedImageRefSchema>;

/** An image with its liked flag and prompt (the grids' isLocallyDeleted is client-only and never travels). */
export const imageSchema = generatedImageRefSchema.extend({ isLiked: z.boolean(), prompt: z.string().nullable() });
export type Image = z.infer<typeof imageSchema>;

export const deletedImageSchema = imageSchema.extend({ isDeleted: z.boolean() });
export type DeletedImage = z.infer<typeof deletedImageSchema>;

/** Batch operations: at least one, at most MAX_BATCH_OPERATIONS. */
export const operationsOf = <T extends z.ZodType>(operation: T) => z.array(operation).min(1).max(MAX_BATCH_OPERATIONS);

export const fileIdListSchema = z.array(fileIdSchema).max(MAX_BATCH_OPERATIONS);

export const okReply = z.object({ status: z.literal('success') });
