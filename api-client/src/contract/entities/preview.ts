import { z } from 'zod';
import type { Persona } from '../common';

/** How many selfies a preview may start from (how many photos it makes is a promise: PREVIEW_IMAGE_COUNT, promises.ts). */
export const PREVIEW_MAX_SELFIES = 3;
/** The long side of a preview photo: enough to see yourself, not a photo to use. */
export const PREVIEW_LONG_SIDE = 640;

export const PREVIEW_STATUSES = ['processing', 'succeeded', 'failed'] as const;
/**
 * The steps of the analytics funnel 'preview', in the order a visitor meets them: the step offered, a
 * selfie sent, the photos seen, "Get 30 like this" chosen, the pack bought. The funnel report lists them
 * in this order with the conversion from each to the next; other steps (a skip, say) follow them.
 */
export const PREVIEW_FUNNEL_STEPS = ['shown', 'selfie-sent', 'preview-seen', 'pack-chosen', 'pack-bought'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** One style a preview shows, with the pack that makes thirty like it. */
export interface PreviewStyle {
  key: string;
  /** Shown under the photo ("LinkedIn headshot"). */
  title: string;
  /** What the identity model is asked, with the person from the selfie. */
  prompt: string;
  /** The pack behind "Get 30 like this" (a seeded pack's reference). */
  packReference: string;
}

const STYLES = {
  linkedin: {
    key: 'linkedin', title: 'LinkedIn headshot', packReference: 'linkedin-headshots',
    prompt: 'A professional LinkedIn headshot of this person, wearing a navy blazer, soft studio light, plain light grey background, sharp focus, photorealistic',
  },
  outdoor: {
    key: 'outdoor', title: 'Relaxed outdoor portrait', packReference: 'dating-profile',
    prompt: 'A relaxed outdoor portrait of this person in a leafy park at golden hour, natural smile, casual clothes, shallow depth of field, photorealistic',
  },
  cafe: {
    key: 'cafe', title: 'Coffee-shop portrait', packReference: 'dating-profile',
    prompt: 'A warm candid photo of this person laughing in a cosy coffee shop, golden light, shallow depth of field, photorealistic',
  },
  lifestyle: {
    key: 'lifestyle', title: 'Instagram lifestyle', packReference: 'influencer-lifestyle',
    prompt: 'An Instagram lifestyle photo of this person sipping an iced latte in a pastel cafe, trendy outfit, vibrant colours, photorealistic',
  },
} as const satisfies Record<string, PreviewStyle>;

/** The two styles a preview makes, chosen by the persona the user came as (the first one leads). */
export const PREVIEW_STYLES: Record<Persona, readonly [PreviewStyle, PreviewStyle]> = {
  professional: [STYLES.linkedin, STYLES.outdoor],
  single: [STYLES.cafe, STYLES.outdoor],
  influencer: [STYLES.lifestyle, STYLES.outdoor],
  unknown: [STYLES.linkedin, STYLES.outdoor],
};

export const previewImageSchema = z.object({
  fileId: z.string(),
  /** A signed link to the watermarked, reduced photo. */
  url: z.string(),
  style: z.string(),
  title: z.string(),
  packReference: z.string(),
});
export type PreviewImage = z.infer<typeof previewImageSchema>;

export const previewSchema = z.object({
  previewId: z.string().uuid(),
  status: z.enum(PREVIEW_STATUSES),
  /** The photos made so far, in style order (they arrive one by one). */
  images: z.array(previewImageSchema),
  /** Signed links to the selfies it started from, so the train page can reuse them; empty once deleted. */
  selfies: z.array(z.string()),
  /** When the selfie and the photos are deleted (PREVIEW_RETENTION_HOURS after the preview). */
  expiresAt: z.string(),
  /** Why it failed, in words for the user; null otherwise. */
  message: z.string().nullable(),
});
export type Preview = z.infer<typeof previewSchema>;
