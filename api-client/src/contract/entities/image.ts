import { z } from 'zod';
import { fileIdSchema } from './ids';
import { MAX_BATCH_OPERATIONS } from './limits';

/**
 * How much the face in a generated photo looks like its model's training photos, 0 to 1 (docs/likeness.md).
 * null until the background scoring has run, and for ever when there is nothing to score: no face (a
 * landscape), the base model, an uploaded photo.
 */
export const likenessSchema = z.number().min(0).max(1).nullable();

/**
 * The score as words, so a calibration change does not read as a verdict on a person (docs/likeness.md):
 * a miss (below the server's LIKENESS_MISS_THRESHOLD) is weak; at or above STRONG_LIKENESS_FROM strong;
 * good in between. Null while unscored.
 */
export const LIKENESS_BANDS = ['strong', 'good', 'weak'] as const;
export type LikenessBand = (typeof LIKENESS_BANDS)[number];
export const STRONG_LIKENESS_FROM = 0.85;
export const likenessBandSchema = z.enum(LIKENESS_BANDS).nullable();
export function likenessBandOf(likeness: number | null, miss: boolean): LikenessBand | null {
  if (likeness === null) return null;
  if (miss) return 'weak';
  return likeness >= STRONG_LIKENESS_FROM ? 'strong' : 'good';
}

/**
 * What a miss gave back (null unless a miss): refunded (within the account's cap), over-cap (the cap was
 * reached: flagged only), not-refundable (an edit or filter asked for a change; a free replacement),
 * replaced (a pack photo: the pack got a free replacement instead).
 */
export const LIKENESS_REFUNDS = ['refunded', 'over-cap', 'not-refundable', 'replaced'] as const;
export type LikenessRefund = (typeof LIKENESS_REFUNDS)[number];
export const likenessRefundSchema = z.enum(LIKENESS_REFUNDS).nullable();
/** The score with its band and, for a miss, what it gave back: what the viewer and pack-inspect show. */
export const likenessVerdictFields = { likeness: likenessSchema, likenessBand: likenessBandSchema, likenessRefund: likenessRefundSchema };


/** An image as generation replies name it. */
export const imageRefSchema = z.object({ url: z.string(), fileId: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

/** A generated image as gen and template replies name it: its likeness is null until scored. */
export const generatedImageRefSchema = imageRefSchema.extend({ likeness: likenessSchema });
export type GeneratedImageRef = z.infer<typeof generatedImageRefSchema>;

/** An image with its liked flag and prompt (the grids' isLocallyDeleted is client-only and never travels). */
export const imageSchema = generatedImageRefSchema.extend({ ...likenessVerdictFields, isLiked: z.boolean(), prompt: z.string().nullable() });
export type Image = z.infer<typeof imageSchema>;

export const deletedImageSchema = imageSchema.extend({ isDeleted: z.boolean() });
export type DeletedImage = z.infer<typeof deletedImageSchema>;

/** Batch operations: at least one, at most MAX_BATCH_OPERATIONS. */
export const operationsOf = <T extends z.ZodType>(operation: T) => z.array(operation).min(1).max(MAX_BATCH_OPERATIONS);

export const fileIdListSchema = z.array(fileIdSchema).max(MAX_BATCH_OPERATIONS);

export const okReply = z.object({ status: z.literal('success') });
