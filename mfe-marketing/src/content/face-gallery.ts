// The face-gallery page: three real-versus-AI pairs. Until the admin places real pairs in the showcase (a real
// selfie and the photo the product made from it, with the person's consent), both sides are illustrated
// stand-ins, labelled as such on the page.
import type { Illustration } from './content.types';
import { GALLERY_IMAGES, portrait } from './illustrations';

export interface GalleryPair {
  caption: string;
  real: Illustration;
  ai: Illustration;
}

export const FACE_GALLERY_TITLE = 'Real selfies, AI portraits';
export const FACE_GALLERY_INTRO =
  'Each pair shows an everyday phone selfie next to a portrait made by that person\u2019s AI model. Same face, studio results.';
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
