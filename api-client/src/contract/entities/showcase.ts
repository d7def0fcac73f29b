import { z } from 'zod';

// Proof imagery the admin manages (docs/showcase.md): real before/after pairs and single photos, shown with
// the subject's recorded consent in the slots the marketing pages and pack cards offer.

/** Where an item may appear. persona-card names a persona; pack-card names a pack. */
export const SHOWCASE_PLACEMENTS = ['landing-hero', 'landing-demo', 'persona-card', 'face-gallery', 'pack-card'] as const;
export const showcasePlacementKindSchema = z.enum(SHOWCASE_PLACEMENTS);
export type ShowcasePlacementKind = z.infer<typeof showcasePlacementKindSchema>;

export const SHOWCASE_PERSONAS = ['influencer', 'professional', 'single'] as const;
export const showcasePersonaSchema = z.enum(SHOWCASE_PERSONAS);
export type ShowcasePersona = z.infer<typeof showcasePersonaSchema>;

export const showcasePlacementSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('landing-hero') }),
  z.object({ kind: z.literal('landing-demo') }),
  z.object({ kind: z.literal('persona-card'), persona: showcasePersonaSchema }),
  z.object({ kind: z.literal('face-gallery') }),
  z.object({ kind: z.literal('pack-card'), packId: z.number().int().positive() }),
]);
export type ShowcasePlacement = z.infer<typeof showcasePlacementSchema>;

/** A pair: real selfies (before, one to four) and the photo the product made from them (after); a single: one made photo. */
export const showcaseKindSchema = z.enum(['pair', 'single']);
export type ShowcaseKind = z.infer<typeof showcaseKindSchema>;

export const showcasePhotoSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type ShowcasePhoto = z.infer<typeof showcasePhotoSchema>;

/** Most real selfies a pair shows: the landing demo's four real photos beside one result. */
export const SHOWCASE_MAX_BEFORE = 4;

/** An item as every visitor may see it: no name, no e-mail, no consent text. */
export const publicShowcaseItemSchema = z.object({
  id: z.number().int(),
  kind: showcaseKindSchema,
  caption: z.string(),
  /** A pair's real selfies in the admin's order (one to four); none for a single. */
  before: z.array(showcasePhotoSchema).max(SHOWCASE_MAX_BEFORE),
  after: showcasePhotoSchema,
});
export type PublicShowcaseItem = z.infer<typeof publicShowcaseItemSchema>;

/** The active items by slot, each list in the admin's order. `version` changes whenever any of it does. */
export const publicShowcaseSchema = z.object({
  version: z.string(),
  landingHero: z.array(publicShowcaseItemSchema),
  landingDemo: z.array(publicShowcaseItemSchema),
  personaCards: z.object({
    influencer: z.array(publicShowcaseItemSchema),
    professional: z.array(publicShowcaseItemSchema),
    single: z.array(publicShowcaseItemSchema),
  }),
  faceGallery: z.array(publicShowcaseItemSchema),
  /** Pack id (as text) → the photos its card shows before its template images. */
  packCards: z.record(z.string(), z.array(publicShowcaseItemSchema)),
});
export type PublicShowcase = z.infer<typeof publicShowcaseSchema>;

/** The subject's recorded consent: who, when they signed, and what they signed. */
export const showcaseConsentSchema = z.object({
  subjectName: z.string().trim().min(1, 'Enter the name of the person shown').max(120),
  subjectEmail: z.email('Enter the e-mail address of the person shown').trim().max(254),
  /** A date (2026-11-28) or a date and time; not in the future. */
  consentedAt: z.string().trim().refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && Date.parse(value) <= Date.now() + 86_400_000, 'Enter when the consent was signed'),
  consentText: z.string().trim().min(20, 'Paste the consent text the person signed').max(20_000),
});
export type ShowcaseConsent = z.infer<typeof showcaseConsentSchema>;

export const SHOWCASE_CONSENT_REQUIRED_MESSAGE = 'A showcase photo needs the consent of the person shown: name, e-mail, date and the signed text.';
export const SHOWCASE_BEFORE_REQUIRED_MESSAGE = 'A before/after pair needs the real selfie (before) and the generated photo (after).';
export const SHOWCASE_TOO_MANY_BEFORE_MESSAGE = `A pair shows at most ${SHOWCASE_MAX_BEFORE} real selfies.`;
export const SHOWCASE_AFTER_REQUIRED_MESSAGE = 'Choose the photo to show.';
export const SHOWCASE_ONE_AFTER_MESSAGE = 'Send one photo to show (after).';
export const SHOWCASE_ITEM_NOT_FOUND_MESSAGE = 'This showcase item does not exist.';
export const SHOWCASE_RETIRED_MESSAGE = 'This showcase item is retired.';
export const SHOWCASE_PACK_NOT_FOUND_MESSAGE = 'A pack card placement names a pack that does not exist.';
export const SHOWCASE_PAIR_ONLY_MESSAGE = 'The face gallery and the landing demo show before/after pairs only.';

/** An item as the admin's Showcase lists it: everything, consent included. */
export const adminShowcaseItemSchema = publicShowcaseItemSchema.extend({
  status: z.enum(['active', 'retired']),
  position: z.number().int(),
  placements: z.array(showcasePlacementSchema),
  consent: z.object({ subjectName: z.string(), subjectEmail: z.string(), consentedAt: z.string(), consentText: z.string() }),
  createdAt: z.string(),
  retiredAt: z.string().nullable(),
});
export type AdminShowcaseItem = z.infer<typeof adminShowcaseItemSchema>;
