import sharp from 'sharp';
import type { FileStorage } from '../../../infra/storage/storage.types.js';
import type { ImageEngine, ImageOutcome, ImageRequest } from '../image-engine.js';
import { escapeHtml } from '../../../infra/html/escape-html.js';
import { mockEdit, mockFilter } from './mock-edit.engine.js';
import { hslToRgb, layer, random, type Layer } from './mock-drawing.adapter.js';

export const MOCK_WIDTH = 768;
export const MOCK_HEIGHT = 1024;
const PROMPT_LINE_CHARS = 34;
const PROMPT_MAX_LINES = 6;

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue % 360)}, ${saturation}%, ${lightness}%)`;
}

/** The prompt broken into short lines (at most PROMPT_MAX_LINES, the last one cut with an ellipsis). */
export function wrapPrompt(prompt: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of prompt.split(/\s+/).filter(Boolean)) {
    const piece = word.length > PROMPT_LINE_CHARS ? `${word.slice(0, PROMPT_LINE_CHARS - 1)}…` : word;
    if (line && line.length + 1 + piece.length > PROMPT_LINE_CHARS) {
      lines.push(line);
      line = piece;
    } else {
      line = line ? `${line} ${piece}` : piece;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= PROMPT_MAX_LINES) return lines;
  const kept = lines.slice(0, PROMPT_MAX_LINES);
  kept[PROMPT_MAX_LINES - 1] = `${kept[PROMPT_MAX_LINES - 1]!.slice(0, PROMPT_LINE_CHARS - 1)}…`;
  return kept;
}

const FONT = 'font-family="DejaVu Sans, sans-serif" fill="#fff"';

/** What every image of a request shares, rendered once: the MOCK badge and the prompt box (768×1024 images). */
export function sharedLayers(prompt: string): Promise<Layer[]> {
  const lines = wrapPrompt(prompt);
  const lineHeight = 34;
  const boxHeight = 40 + lines.length * lineHeight;
  const text = lines.map((l, i) => `<text x="20" y="${44 + i * lineHeight}" font-size="26">${escapeHtml(l)}</text>`).join('');
  return Promise.all([
    layer(`<rect width="180" height="64" rx="12" fill="#000" fill-opacity="0.65"/><text x="24" y="46" ${FONT} font-size="40" font-weight="bold">MOCK</text>`, 180, 64, 24, 24),
    layer(`<rect width="${MOCK_WIDTH - 40}" height="${boxHeight}" rx="12" fill="#000" fill-opacity="0.6"/><g ${FONT}>${text}</g>`, MOCK_WIDTH - 40, boxHeight, MOCK_HEIGHT - boxHeight - 10, 20),
  ]);
}

/** The image's number ("2/4"), top right. */
function numberLayer(index: number, count: number): Promise<Layer> {
  return layer(`<text x="96" y="46" text-anchor="end" ${FONT} font-size="28">${index + 1}/${count}</text>`, 120, 64, 24, MOCK_WIDTH - 144);
}

const TINT = 0.25;

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
 * The offline engine (IMAGE_ENGINE=mock, and an admin's mock mode): a labelled placeholder made
 * locally from the model's main photo (cover-resized to 768×1024, tinted by the seed) with "MOCK" and
 * the prompt written on it; flux-base gets a gradient. Deterministic for a seed, and a few ms an image.
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
      const [pixels, shared] = await Promise.all([background(request, next), sharedLayers(request.prompt)]);
      const raw = { raw: { width: MOCK_WIDTH, height: MOCK_HEIGHT, channels: 3 as const } };
      const tinted = request.model.mainImageKey !== null;
      return Promise.all(
        Array.from({ length: request.count }, async (_, index): Promise<ImageOutcome> => {
          const colour = hslToRgb(next() * 360, 70, 50); // drawn before any await: the order never varies
          let image = sharp(pixels, raw);
          // Tint by mixing in a colour per channel: out = in × 0.75 + colour × 0.25.
          if (tinted) image = image.linear([1 - TINT, 1 - TINT, 1 - TINT], colour.map((c) => c * TINT));
          const bytes = await image.composite([...shared, await numberLayer(index, request.count)]).jpeg({ quality: 80 }).toBuffer();
          return { ok: true, bytes, contentType: 'image/jpeg' };
        }),
      );
    },
  };
}
