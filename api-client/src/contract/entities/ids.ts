import { z } from 'zod';

/** Files (images) are named by opaque string ids. */
export const fileIdSchema = z.string().trim().min(1).max(128);

/** Model ids travel as strings (a uuid, or flux-base, -1, -2); a number is accepted and turned into one. */
// The union comes first so a missing id fails instead of being coerced to 'undefined'.
export const modelIdSchema = z
  .union([z.string(), z.number().int()])
  .pipe(z.coerce.string<string | number>().trim().min(1).max(64));

/**
 * Numeric row ids (packages, purchases, pack generations, categories). Coerced because path
 * parameters and query strings arrive as text.
 */
export const rowIdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)])
  .pipe(z.coerce.number<string | number>().int().positive().max(2_147_483_647));

export const urlSchema = z.string().trim().min(1).max(2048);
