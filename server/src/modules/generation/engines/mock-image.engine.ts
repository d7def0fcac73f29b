import sharp from 'sharp';
import type { FileStorage } from '../../../infra/storage/storage.types.js';
import type { ImageEngine, ImageOutcome, ImageRequest } from '../image-engine.js';
import { exampleMarkSize, exampleMarkSvg } from '../../../infra/placeholder/example-mark.js';
import { mockEdit, mockFilter } from './mock-edit.engine.js';
import { hslToRgb, layer, random, type Layer } from './mock-drawing.adapter.js';

export const MOCK_WIDTH = 768;
export const MOCK_HEIGHT = 1024;

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue % 360)}, ${saturation}%, ${lightness}%)`;
}

/** The "Example" mark every offline picture carries, bottom left of a 768×1024 image; rendered once. */
let exampleMark: Promise<Layer> | undefined;
export function exampleMarkLayer(): Promise<Layer> {
  const size = exampleMarkSize(MOCK_WIDTH);
  exampleMark ??= layer(exampleMarkSvg(MOCK_WIDTH, 0, 0), size.width, size.height, MOCK_HEIGHT - size.height - 24, 24);
  return exampleMark;
}

/** A light colour grade: enough to tell the photos of one request apart, not enough to look like a filter. */
const TINT = 0.14;

/** flux-base has no photo to draw on: a diagonal gradient in two colours picked by the seed. */
function gradient(next: () => number): Buffer {
  const hue = next() * 360;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${MOCK_WIDTH}" height="${MOCK_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 65, 60)}"/><stop offset="1" stop-color="${hsl(hue + 140, 55, 30)}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
</svg>`);
}

/**
 * The offline engine (IMAGE_ENGINE=mock, and an admin's mock mode): a placeholder made locally from the
 * model's main photo (cover-resized to 768×1024, colour-graded by the seed) with a small "Example" mark,
 * so a page of them looks like a page of photos and still says what they are; flux-base gets a gradient.
 * Deterministic for a seed, and a few ms an image.
 */
export function createMockImageEngine(deps: { storage: FileStorage }): ImageEngine {
  // Edits and filters draw on the image itself (see mock-edit.engine.ts); only generate needs storage.
  // Decoding and upscaling a main photo is the slowest step; a model's photo never changes.
  const backgrounds = new Map<string, Promise<Buffer>>();
  const BACKGROUNDS_KEPT = 16;

  function cover(source: Buffer): Promise<Buffer> {
    return sharp(source).resize(MOCK_WIDTH, MOCK_HEIGHT, { fit: 'cover', kernel: 'linear' }).removeAlpha().raw().toBuffer();
  }

  async function background(request: ImageRequest, next: () => number): Promise<Buffer> {
    const key = request.model.mainImageKey;
    if (!key) return cover(gradient(next));
    let pixels = backgrounds.get(key);
    if (!pixels) {
      pixels = deps.storage.get(key).then((photo) => cover(photo ?? gradient(random(0))));
      pixels.catch(() => backgrounds.delete(key));
      backgrounds.set(key, pixels);
      if (backgrounds.size > BACKGROUNDS_KEPT) backgrounds.delete(backgrounds.keys().next().value as string);
    }
    return pixels;
  }

  return {
    name: 'mock',
    edit: mockEdit,
    filter: mockFilter,
    async generate(request: ImageRequest): Promise<ImageOutcome[]> {
      const next = random(request.seed);
      const [pixels, mark] = await Promise.all([background(request, next), exampleMarkLayer()]);
      const raw = { raw: { width: MOCK_WIDTH, height: MOCK_HEIGHT, channels: 3 as const } };
      const tinted = request.model.mainImageKey !== null;
      return Promise.all(
        Array.from({ length: request.count }, async (): Promise<ImageOutcome> => {
          const colour = hslToRgb(next() * 360, 45, 55); // drawn before any await: the order never varies
          let image = sharp(pixels, raw);
          // Grade by mixing in a colour per channel: out = in × (1 − TINT) + colour × TINT.
          if (tinted) image = image.linear([1 - TINT, 1 - TINT, 1 - TINT], colour.map((c) => c * TINT));
          const bytes = await image.composite([mark]).jpeg({ quality: 80 }).toBuffer();
          return { ok: true, bytes, contentType: 'image/jpeg' };
        }),
      );
    },
  };
}
