// From the model's coarse mask to an alpha matte at the photo's size: drop stray regions, upsample, snap
// the outline to the photo's own edges (guided filter), feather, and keep confident pixels fully opaque.
import sharp from 'sharp';
import { BackdropPhotoError } from './backdrop.types.js';
import { boxMean, guidedFilter } from './guided-filter.js';
import { keepMainPeople } from './mask-cleanup.js';
import type { PersonSegmenter } from './person-segmenter.js';

// sharp writes a one-channel raw image back as three channels unless told to keep one (extractChannel).

/** Decoded photo pixels: interleaved RGB. */
export interface RawPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The matte is refined at most this many pixels on its long side, then scaled to the photo. The model's
 * mask has 256 pixels of detail: refining at 1024 looked the same on our photos and cost four times as much.
 */
export const MATTE_WORKING_SIZE = 512;
/** The guided filter's window, as a share of the working image's long side (4 px at 512). */
const GUIDE_RADIUS_SHARE = 1 / 128;
/** Edge strength the guide needs to steer the outline; larger is closer to a plain blur. */
const GUIDE_EPSILON = 0.004;
/** The feather: a box blur of this radius (working pixels), run twice (close to a Gaussian). */
const FEATHER_RADIUS = 1;
/**
 * Model confidence mapped to opacity: below LOW the backdrop shows, above HIGH the photo's pixels are
 * kept exactly; between, a smooth ramp.
 */
const MATTE_LOW = 0.25;
const MATTE_HIGH = 0.75;
/** Below this share of confident person pixels, the photo has no one to put on a backdrop. */
const MIN_PERSON_SHARE = 0.02;

function opacity(confidence: number): number {
  const t = Math.min(1, Math.max(0, (confidence - MATTE_LOW) / (MATTE_HIGH - MATTE_LOW)));
  return Math.round(t * t * (3 - 2 * t) * 255);
}

function toUnit(bytes: Uint8Array): Float32Array {
  const out = new Float32Array(bytes.length);
  for (let i = 0; i < bytes.length; i += 1) out[i] = bytes[i]! / 255;
  return out;
}

function toBytes(values: Float32Array): Buffer {
  const out = Buffer.allocUnsafe(values.length);
  for (let i = 0; i < values.length; i += 1) out[i] = Math.round(Math.min(1, Math.max(0, values[i]!)) * 255);
  return out;
}

function personShare(mask: Float32Array): number {
  let confident = 0;
  for (let i = 0; i < mask.length; i += 1) if (mask[i]! > MATTE_HIGH) confident += 1;
  return confident / mask.length;
}

/** The person's opacity, one byte per pixel of the photo (255: the photo's pixel as it is). */
export async function personMatte(segmenter: PersonSegmenter, photo: RawPhoto): Promise<Buffer> {
  const raw = { raw: { width: photo.width, height: photo.height, channels: 3 as const } };
  const { width: modelWidth, height: modelHeight } = segmenter.inputSize;
  const modelInput = await sharp(photo.data, raw).resize(modelWidth, modelHeight, { fit: 'fill' }).raw().toBuffer();
  const mask = keepMainPeople(await segmenter.segment({ data: modelInput, width: modelWidth, height: modelHeight }));
  if (personShare(mask.data) < MIN_PERSON_SHARE) throw new BackdropPhotoError('no-person', 'No person was found in the photo.');

  const scale = Math.min(1, MATTE_WORKING_SIZE / Math.max(photo.width, photo.height));
  const width = Math.max(1, Math.round(photo.width * scale));
  const height = Math.max(1, Math.round(photo.height * scale));
  const coarse = toUnit(await sharp(toBytes(mask.data), { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer());
  const guide = toUnit(await sharp(photo.data, raw).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer());

  const radius = Math.max(2, Math.round(Math.max(width, height) * GUIDE_RADIUS_SHARE));
  const refined = guidedFilter({ data: guide, width, height }, coarse, radius, GUIDE_EPSILON);
  const feathered = boxMean(boxMean(refined, width, height, FEATHER_RADIUS), width, height, FEATHER_RADIUS);
  const matte = Buffer.allocUnsafe(feathered.length);
  for (let i = 0; i < feathered.length; i += 1) matte[i] = opacity(feathered[i]!);
  if (width === photo.width && height === photo.height) return matte;
  // Linear scaling keeps a run of 255 at exactly 255: confident pixels stay the photo's own.
  return sharp(matte, { raw: { width, height, channels: 1 } })
    .resize(photo.width, photo.height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}
