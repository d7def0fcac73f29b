import type { ImageFilterName } from '../image-engine.js';

/** What each style filter asks its model for (the LoRA's trigger word first); the user writes no prompt. */
export const FILTER_PROMPTS: Record<ImageFilterName, string> = {
  'mirage-ghibli': 'GHIBLI anime style illustration of this photo, soft painted colours, hand-drawn look',
};
