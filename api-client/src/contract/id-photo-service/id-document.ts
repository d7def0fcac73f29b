import { z } from 'zod';

/** A range in millimetres, both ends allowed. */
export const mmRangeSchema = z.object({ min: z.number().positive(), max: z.number().positive() });

/**
 * One document's photo rules, as its issuing authority publishes them (`source`). The data lives in
 * id-documents.ts; the server measures and makes photos by it, and the pages show it.
 */
export const idDocumentSchema = z.object({
  /** Stable id: "us-passport", "uk-passport", "schengen-visa"… */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The country or area in English ("United States", "Schengen area"), and its ISO 3166 alpha-2 code (or "EU", "INT"). */
  country: z.string(),
  countryCode: z.string().regex(/^[A-Z]{2,3}$/),
  /** The document ("Passport", "Visa", "ID card"). */
  name: z.string(),
  printWidthMm: z.number().positive(),
  printHeightMm: z.number().positive(),
  /** Chin to crown (top of the hair), as printed. */
  headHeightMm: mmRangeSchema,
  /** The eye line's height above the photo's bottom edge, as printed; null where the authority gives none. */
  eyeLineFromBottomMm: mmRangeSchema.nullable(),
  background: z.object({
    /** The colours allowed, as CSS hex; the first is the one a replaced background gets. */
    colours: z.array(z.string().regex(/^#[0-9a-f]{6}$/)).min(1),
    /** As the rule says it ("plain white", "light grey or off-white"). */
    label: z.string(),
    /** False where the authority forbids changing the background in software: it is kept and checked instead. */
    replaceAllowed: z.boolean(),
  }),
  /** The digital file an online application takes, where the authority publishes one; null for print only. */
  digital: z.object({
    widthPx: z.number().int().positive(),
    heightPx: z.number().int().positive(),
    /** The most the file may weigh, in bytes; null where none is published. */
    maxBytes: z.number().int().positive().nullable(),
    /** The least it may weigh, in bytes (some portals refuse small files); null where none is published. */
    minBytes: z.number().int().positive().nullable(),
  }).nullable(),
  /** The issuing authority's published rule the numbers come from. */
  source: z.object({ authority: z.string(), title: z.string(), url: z.url() }),
  /** Anything else the rule says that the photo maker cannot measure ("no glasses", "mouth closed"). */
  notes: z.array(z.string()),
});
export type IdDocument = z.infer<typeof idDocumentSchema>;
