// The face-gallery page: three selfie-versus-AI pairs. Until the admin places real pairs in the showcase (a real
// selfie and the photo the product made from it, with the person's consent), both sides are illustrated
// stand-ins, and the page says so in its intro, its captions and its labels.
import type { Illustration } from './content.types';
import { GALLERY_IMAGES, portrait } from './illustrations';

export interface GalleryPair {
  caption: string;
  real: Illustration;
  ai: Illustration;
}

export const FACE_GALLERY_TITLE = 'From selfie to AI portrait';

/**
 * What the page says it shows, by what it shows: real pairs (a customer's selfie and the photo their model made,
 * with their consent) are called real; drawings are called drawings, never "real selfies".
 */
export function faceGalleryIntro(realPairs: number, illustratedPairs: number): string {
  const real = 'Real customers\u2019 selfies next to portraits made by their own AI models, shown with their permission.';
  if (illustratedPairs === 0) return `${real} Same face, studio results.`;
  if (realPairs > 0) return `${real} Drawn examples fill the rest of the page for now.`;
  return 'What the product does, drawn for now: an everyday phone selfie beside the studio portrait an AI model of the same person makes. Real customers\u2019 pairs appear here once they let us show them.';
}

/** The two sides of a pair, as each kind of pair is captioned. */
export const FACE_GALLERY_SIDES = {
  real: { before: 'Real selfie', after: 'AI photo' },
  illustrated: { before: 'Selfie (drawing)', after: 'AI portrait (drawing)' },
} as const;
/** Under each illustrated pair (a real pair reads SHOWCASE_HONEST_LABEL). */
export const FACE_GALLERY_ILLUSTRATION_LABEL = 'Illustration';
export const FACE_GALLERY_NOTE =
  'Illustrations for now: these drawings stand in for real customer examples, which we only show with permission.';

export const FACE_GALLERY_PAIRS: GalleryPair[] = [
  {
    caption: 'From a bathroom-mirror selfie to a boardroom headshot',
    real: portrait(GALLERY_IMAGES.real[0], 'Illustrated phone selfie: casual mustard top, grey wall'),
    ai: portrait(GALLERY_IMAGES.ai[0], 'Illustrated AI portrait of the same person in a suit on an indigo backdrop'),
  },
  {
    caption: 'From a quick snap to a warm editorial portrait',
    real: portrait(GALLERY_IMAGES.real[1], 'Illustrated phone selfie: grey top, plain wall'),
    ai: portrait(GALLERY_IMAGES.ai[1], 'Illustrated AI portrait of the same person in a white turtleneck in golden light'),
  },
  {
    caption: 'From a night-out selfie to a dating-profile favourite',
    real: portrait(GALLERY_IMAGES.real[2], 'Illustrated phone selfie: red top, grey wall'),
    ai: portrait(GALLERY_IMAGES.ai[2], 'Illustrated AI portrait of the same person on a teal backdrop'),
  },
];
