import { z } from 'zod';
import { likenessVerdictFields } from './image';
import { personaSchema } from '../common';

/** A price as the admin form normalises it: a dollar sign and two decimals. */
export const PRICE_PATTERN = /^\$\d{1,6}\.\d{2}$/;
export const priceSchema = z.string().trim().regex(PRICE_PATTERN, 'Price must look like $7.99');

/** A photo pack as the catalogue lists it. Persona null means the pack has none. See docs/photo-packs.md. */
export const photoPackSchema = z.object({
  PackageID: z.number().int(),
  Reference: z.string(),
  Title: z.string(),
  Price: z.string(),
  Credits: z.number().int(),
  PhotoPackDescription: z.string(),
  Persona: personaSchema.nullable(),
  IncludesTraining: z.boolean(),
  /** A starter's pack: the Reference of the pack whose photos it makes after the training it includes; null otherwise. */
  MakesPhotosOf: z.string().nullable().optional(),
  IsMostPopular: z.boolean(),
  SampleImages: z.array(z.string()),
  /** How many of the first SampleImages are real customers' photos, shown with permission (the showcase). */
  RealPhotoCount: z.number().int().nonnegative().optional(),
  IsApproved: z.boolean(),
});
export type PhotoPack = z.infer<typeof photoPackSchema>;

export const packImageSchema = z.object({ fileId: z.string(), url: z.string(), isLiked: z.boolean(), ...likenessVerdictFields });

/**
 * running: images are still being made (poll again; outputImages holds those made so far);
 * success: all made; partial: some failed (refunded); failed: none could be made (refunded).
 */
export const packGenerationStatusSchema = z.enum(['running', 'success', 'partial', 'failed']);
export type PackGenerationStatus = z.infer<typeof packGenerationStatusSchema>;

/** A pack being made or made: its images so far, its status and how many images it makes in all. */
export const packGenerationSchema = z.object({
  status: packGenerationStatusSchema,
  imageCount: z.number().int(),
  title: z.string(),
  category: z.string(),
  emoji: z.string(),
  creditsSpent: z.number().int(),
  outputImages: z.array(packImageSchema),
});
export type PackGeneration = z.infer<typeof packGenerationSchema>;
