import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf } from '../define-call';
import { fileIdSchema } from '../entities/ids';
import { CREDITS_PER_IMAGE } from '../entities/limits';

/**
 * The outfits a photo's clothes can be changed to, in the order the pages offer them. `prompt` is what the
 * engine is asked for; `colours` are the swatch's, and what the offline engine paints the clothes with.
 */
export const OUTFIT_PRESETS = [
  { id: 'navy-suit', label: 'Navy suit, white shirt', prompt: 'a tailored navy suit jacket over a crisp white shirt', colours: { main: '#1f2a44', accent: '#f4f4f2' } },
  { id: 'charcoal-suit-tie', label: 'Charcoal suit and tie', prompt: 'a charcoal grey suit with a white shirt and a dark red tie', colours: { main: '#3a3d43', accent: '#7a1f2b' } },
  { id: 'white-shirt', label: 'White shirt, open collar', prompt: 'a white button-down shirt with an open collar', colours: { main: '#f2f1ec', accent: '#d9d7cf' } },
  { id: 'blazer-knit', label: 'Blazer over a knit', prompt: 'a camel blazer over a fine cream knit', colours: { main: '#a47c52', accent: '#ece3d0' } },
  { id: 'business-dress', label: 'Business dress', prompt: 'a tailored burgundy business dress with a modest neckline', colours: { main: '#5b2333', accent: '#5b2333' } },
  { id: 'smart-casual-knit', label: 'Smart-casual knit', prompt: 'a sage green merino knit sweater over a collared shirt', colours: { main: '#7f9482', accent: '#eef0ea' } },
  { id: 'denim-jacket', label: 'Denim jacket', prompt: 'a mid-blue denim jacket over a plain white t-shirt', colours: { main: '#4f6d8f', accent: '#f4f4f2' } },
  { id: 'black-turtleneck', label: 'Black turtleneck', prompt: 'a fitted black turtleneck sweater', colours: { main: '#1b1b1d', accent: '#1b1b1d' } },
] as const;
export type OutfitPresetId = (typeof OUTFIT_PRESETS)[number]['id'];
export type OutfitPreset = (typeof OUTFIT_PRESETS)[number];
const OUTFIT_IDS = OUTFIT_PRESETS.map((preset) => preset.id) as [OutfitPresetId, ...OutfitPresetId[]];

/** What changing the clothes of one photo costs. */
export const OUTFIT_CREDITS = CREDITS_PER_IMAGE;
/** The longest outfit a user may describe. */
export const OUTFIT_TEXT_MAX = 200;

/** The swatch of a preset as CSS: its main colour with the accent as a collar. */
export const outfitSwatch = (preset: OutfitPreset) => `linear-gradient(160deg, ${preset.colours.main} 62%, ${preset.colours.accent} 62%)`;

export const OUTFIT_UNAVAILABLE_MESSAGE = 'Changing outfits is not available right now. Nothing was charged.';
export const OUTFIT_FAILED_MESSAGE = 'We could not change the outfit in this photo. Your credits were given back.';
/** Both tries changed the face too much; the user keeps the closer one and is refunded (within the likeness cap). */
export const OUTFIT_FACE_REFUNDED_MESSAGE =
  'The new outfit changed your face too much twice, so your credits were given back. The closer of the two is in your gallery.';
export const OUTFIT_FACE_OVER_CAP_MESSAGE =
  'The new outfit changed your face too much twice. The closer of the two is in your gallery; it was not refunded because the limit on likeness refunds is reached.';

export const changeOutfitCall = defineCall({
  path: 'replicate-service/change-outfit',
  method: 'POST',
  access: 'user',
  summary: "Change what the person in a photo wears (a preset or described), keeping the face; answers the new image",
  request: z.object({
    fileId: fileIdSchema,
    outfit: z.union([z.enum(OUTFIT_IDS), z.object({ custom: z.string().trim().min(3, 'Describe the outfit in a few words.').max(OUTFIT_TEXT_MAX) })]),
  }),
  reply: z.object({
    fileId: z.string(),
    /**
     * `kept`: the face matched the original; `refunded`: it did not twice, and the credits were given back;
     * `over-cap`: it did not twice and the likeness refunds' limit was reached; `unchecked`: the original
     * shows no face to compare with.
     */
    face: z.enum(['kept', 'refunded', 'over-cap', 'unchecked']),
    message: z.string().nullable(),
  }),
});
export type ChangeOutfitRequest = RequestOf<typeof changeOutfitCall>;
export const changeOutfit = (request: ChangeOutfitRequest) => callApi(changeOutfitCall, request);
