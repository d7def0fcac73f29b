import sharp from 'sharp';
import type { EditRequest, FilterRequest, ImageOutcome } from '../image-engine.js';
import { badge, hslToRgb, random } from './mock-drawing.adapter.js';

const LEVELS = 5;
const FILTER_TINT: [number, number, number] = [255, 214, 150];

async function decoded(request: { image: { bytes: Buffer; width: number; height: number } }): Promise<Buffer> {
  return sharp(request.image.bytes).removeAlpha().toColourspace('srgb').raw().toBuffer();
}

/**
 * The mock's inpainting: the mask's white area blurred and tinted over the original, with an "Example edit"
 * mark, so a page can see at a glance which part an edit touched. A few ms for a 1 MP image.
 */
export async function mockEdit(request: EditRequest): Promise<ImageOutcome> {
  const { width, height } = request.image;
  const colour = hslToRgb(random(request.seed)() * 360, 70, 50);
  const raw = { raw: { width, height, channels: 3 as const } };
  const [pixels, alpha, label] = await Promise.all([
    decoded(request),
    sharp(request.mask).extractChannel(0).raw().toBuffer(),
    badge('Example edit', width, height),
  ]);
  const painted = await sharp(pixels, raw).blur(6).linear([0.55, 0.55, 0.55], colour.map((c) => c * 0.45))
    .joinChannel(alpha, { raw: { width, height, channels: 1 } }).png({ compressionLevel: 0 }).toBuffer();
  const bytes = await sharp(pixels, raw).composite([{ input: painted, top: 0, left: 0 }, label]).jpeg({ quality: 85 }).toBuffer();
  return { ok: true, bytes, contentType: 'image/jpeg' };
}

/** The mock's style filter: a warm, posterised copy with an "Example filter" mark. */
export async function mockFilter(request: FilterRequest): Promise<ImageOutcome> {
  const { width, height } = request.image;
  const [pixels, label] = await Promise.all([decoded(request), badge('Example filter', width, height)]);
  const step = 256 / LEVELS;
  const out = Buffer.allocUnsafe(pixels.length);
  for (let i = 0; i < pixels.length; i += 1) {
    // Posterise to LEVELS steps, then mix a quarter of a warm tint in.
    const level = Math.min(255, Math.floor((pixels[i] as number) / step) * step + step / 2);
    out[i] = Math.round(level * 0.75 + (FILTER_TINT[i % 3] as number) * 0.25);
  }
  const bytes = await sharp(out, { raw: { width, height, channels: 3 } }).composite([label]).jpeg({ quality: 85 }).toBuffer();
  return { ok: true, bytes, contentType: 'image/jpeg' };
}
