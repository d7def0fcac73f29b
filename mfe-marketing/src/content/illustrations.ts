// Every marketing image is an SVG illustration drawn for this product: no photos of real people.
// The "real" selfies and AI results are illustrated stand-ins, to be replaced by images the
// product itself generates (from a consenting staff member's model) once those exist.
import galleryAi1 from '../assets/gallery-ai-1.svg';
import galleryAi2 from '../assets/gallery-ai-2.svg';
import galleryAi3 from '../assets/gallery-ai-3.svg';
import galleryReal1 from '../assets/gallery-real-1.svg';
import galleryReal2 from '../assets/gallery-real-2.svg';
import galleryReal3 from '../assets/gallery-real-3.svg';
import heroCollage from '../assets/hero-collage.svg';
import personaInfluencer from '../assets/persona-influencer.svg';
import personaProfessional from '../assets/persona-professional.svg';
import personaSingle from '../assets/persona-single.svg';
import resultActing from '../assets/result-acting.svg';
import resultDating from '../assets/result-dating.svg';
import resultHairstyle from '../assets/result-hairstyle.svg';
import resultHeadshot from '../assets/result-headshot.svg';
import resultInfluencer from '../assets/result-influencer.svg';
import selfie1 from '../assets/selfie-1.svg';
import selfie2 from '../assets/selfie-2.svg';
import selfie3 from '../assets/selfie-3.svg';
import selfie4 from '../assets/selfie-4.svg';
import type { Illustration } from './content.types';

const portrait = (src: string, alt: string): Illustration => ({ src, alt, width: 400, height: 500 });

export const HERO_ILLUSTRATION: Illustration = {
  src: heroCollage,
  alt: 'Illustration of three AI portraits beside a camera',
  width: 640,
  height: 520,
};

/** The four input selfies of the showcase (illustrated stand-ins). */
export const SHOWCASE_SELFIES: Illustration[] = [
  portrait(selfie1, 'Illustrated selfie 1: casual, head tilted, neutral wall'),
  portrait(selfie2, 'Illustrated selfie 2: orange top, grey wall'),
  portrait(selfie3, 'Illustrated selfie 3: facing the camera, light wall'),
  portrait(selfie4, 'Illustrated selfie 4: purple top, outdoors'),
];

export const RESULTS = {
  headshot: portrait(resultHeadshot, 'Illustrated AI result: business headshot in a dark suit on a studio backdrop'),
  hairstyle: portrait(resultHairstyle, 'Illustrated AI result: the same person with curly auburn hair'),
  acting: portrait(resultActing, 'Illustrated AI result: moody theatrical headshot on a dark backdrop'),
  influencer: portrait(resultInfluencer, 'Illustrated AI result: bright social media portrait with glasses'),
  dating: portrait(resultDating, 'Illustrated AI result: relaxed outdoor portrait in warm light'),
} as const;

export const PERSONA_IMAGES = {
  influencer: portrait(personaInfluencer, 'Illustration of an influencer portrait on a pink and purple backdrop'),
  professional: portrait(personaProfessional, 'Illustration of a professional headshot in a suit and glasses'),
  single: portrait(personaSingle, 'Illustration of a friendly dating-profile portrait in warm light'),
} as const;

export const GALLERY_IMAGES = {
  real: [galleryReal1, galleryReal2, galleryReal3],
  ai: [galleryAi1, galleryAi2, galleryAi3],
} as const;

export { portrait };
