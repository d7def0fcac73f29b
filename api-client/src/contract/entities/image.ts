import { z } from 'zod';
import { fileIdSchema } from './ids';
import { MAX_BATCH_OPERATIONS } from './limits';

/** An image as generation replies name it. */
export const imageRefSchema = z.object({ url: z.string(), fileId: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

/** An image with its liked flag and prompt (the grids' isLocallyDeleted is client-only and never travels). */
export const imageSchema = imageRefSchema.extend({ isLiked: z.boolean(), prompt: z.string().nullable() });
export type Image = z.infer<typeof imageSchema>;

export const deletedImageSchema = imageSchema.extend({ isDeleted: z.boolean() });
export type DeletedImage = z.infer<typeof deletedImageSchema>;

/** Batch operations: at least one, at most MAX_BATCH_OPERATIONS. */
export const operationsOf = <T extends z.ZodType>(operation: T) => z.array(operation).min(1).max(MAX_BATCH_OPERATIONS);

export const fileIdListSchema = z.array(fileIdSchema).max(MAX_BATCH_OPERATIONS);

export const okReply = z.object({ status: z.literal('success') });
