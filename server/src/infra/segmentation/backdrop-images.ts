// The backdrops themselves, drawn at a photo's size. The three studio colours are flat; the office is a
// warm, out-of-focus room drawn once small and scaled up (a blur this heavy has no detail to lose).
import sharp, { type Sharp } from 'sharp';
import type { BackdropName } from './backdrop.types.js';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The flat studio colours. */
export const SOLID_BACKDROP_COLOURS: Record<Exclude<BackdropName, 'office-blur'>, Rgb> = {
  'light-grey': { r: 214, g: 216, b: 219 },
  white: { r: 255, g: 255, b: 255 },
  navy: { r: 31, g: 42, b: 68 },
};

/** The office is drawn this many pixels on its long side, blurred, then scaled to the photo. */
const OFFICE_DRAWN_SIZE = 256;
/** Its blur, in drawn pixels: window, shelves and plant become soft shapes of light and colour. */
const OFFICE_BLUR_SIGMA = 9;

/**
 * A warm room in 100×100 units, stretched to the photo: a bright window on the left, a shelf, a plant on
 * the right, a desk below and a few warm lights. Made up rather than taken from the photo, so none of
 * the real background (or a halo of the person) shows through the blur.
 */
const OFFICE_SVG = (width: number, height: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 100" preserveAspectRatio="none">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ddd2c3"/>
      <stop offset="0.6" stop-color="#c2b29d"/>
      <stop offset="1" stop-color="#8e7d68"/>
    </linearGradient>
  </defs>
  <rect width="100" height="100" fill="url(#wall)"/>
  <rect x="4" y="6" width="24" height="56" fill="#fbf7ee" opacity="0.9"/>
  <rect x="15" y="6" width="2" height="56" fill="#c9bba6" opacity="0.7"/>
  <rect x="40" y="14" width="26" height="46" fill="#9c8468" opacity="0.45"/>
  <rect x="40" y="30" width="26" height="2" fill="#6e5a45" opacity="0.5"/>
  <rect x="40" y="45" width="26" height="2" fill="#6e5a45" opacity="0.5"/>
  <rect x="72" y="10" width="20" height="38" fill="#f3ece0" opacity="0.6"/>
  <ellipse cx="86" cy="66" rx="11" ry="19" fill="#56704d" opacity="0.8"/>
  <rect x="0" y="74" width="100" height="26" fill="#6f5f4c" opacity="0.55"/>
  <circle cx="33" cy="20" r="4" fill="#ffe3b3" opacity="0.55"/>
  <circle cx="62" cy="9" r="3" fill="#ffe9c4" opacity="0.5"/>
  <circle cx="70" cy="58" r="4" fill="#ffd9a0" opacity="0.45"/>
  <circle cx="10" cy="80" r="3" fill="#ffe3b3" opacity="0.4"/>
</svg>`;

/** The backdrop as a sharp pipeline of exactly `width`×`height` RGB pixels, for the person to go over. */
export async function backdropImage(name: BackdropName, width: number, height: number): Promise<Sharp> {
  if (name !== 'office-blur') {
    return sharp({ create: { width, height, channels: 3, background: SOLID_BACKDROP_COLOURS[name] } });
  }
  const scale = OFFICE_DRAWN_SIZE / Math.max(width, height);
  const drawnWidth = Math.max(16, Math.round(width * scale));
  const drawnHeight = Math.max(16, Math.round(height * scale));
  const drawn = await sharp(Buffer.from(OFFICE_SVG(drawnWidth, drawnHeight)))
    .resize(drawnWidth, drawnHeight, { fit: 'fill' })
    .blur(OFFICE_BLUR_SIGMA)
    .removeAlpha()
    .png()
    .toBuffer();
  return sharp(drawn).resize(width, height, { fit: 'fill', kernel: 'cubic' });
}
