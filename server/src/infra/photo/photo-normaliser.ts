import sharp from 'sharp';
import type { RgbImage } from './face-detector.js';
import { plainJpeg } from './plain-jpeg.js';
import { MAX_PHOTO_MEGAPIXELS } from 'api-client';

/** Long side of the stored photos, of the copy faces are detected on, and of the blur-check copy. */
export const STORED_LONG_SIDE = 1536;
export const DETECT_LONG_SIDE = 640;
const SHARPNESS_SIDE = 256;
/**
 * Most pixels a photo may declare: a phone's main camera takes 12 to 48 megapixels (8000×6000). A
 * larger header is a pixel bomb (16000×16000 decodes to 768 MB) and is refused before decoding.
 */
export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;
/** Every decode is capped as well, should a header and the pixels behind it disagree. */
const DECODE = { limitInputPixels: MAX_PHOTO_PIXELS } as const;

export interface NormalisedPhoto {
  /**
   * The stored photo: upright (EXIF orientation applied), long side ≤ 1536 px, no metadata; JPEG 90, or
   * the upload's own bytes when it already was such a JPEG (plain-jpeg.ts).
   */
  jpeg: Buffer;
  width: number;
  height: number;
  /** A ≤ 640 px RGB copy for the face detector. */
  detectCopy: RgbImage;
  /** Variance of the Laplacian of a 256 px greyscale copy: low means blurred. */
  sharpness: number;
  /** 64-bit difference hash: near-identical pictures differ in few bits. */
  dHash: bigint;
}

/** The pixel count the image's header declares (read without decoding a pixel); null when unreadable. */
export async function declaredPixels(input: Buffer): Promise<number | null> {
  try {
    // limitInputPixels would make an oversized header an error indistinguishable from a broken one.
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/**
 * Decodes once (sharp shrinks JPEGs while decoding) to an upright raw image of the stored size, then
 * derives every copy from those pixels instead of decoding the upload again.
 */
export async function normalisePhoto(input: Buffer): Promise<NormalisedPhoto> {
  const { data, info } = await sharp(input, { ...DECODE, failOn: 'error' })
    .rotate()
    .resize(STORED_LONG_SIDE, STORED_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [jpeg, small] = await Promise.all([
    keepsAsStored(input, info.width, info.height) ? input : sharp(data, rawInput(info.width, info.height, 3)).jpeg({ quality: 90 }).toBuffer(),
    smallCopies(data, info.width, info.height),
  ]);
  return { jpeg, width: info.width, height: info.height, ...small };
}

/**
 * A plain JPEG already of the stored size is stored as it came: encoding it again would cost ~40 ms a
 * photo and lose quality, and it carries nothing to remove (plain-jpeg.ts). The studio sends such photos.
 */
function keepsAsStored(input: Buffer, width: number, height: number): boolean {
  const plain = plainJpeg(input);
  return plain !== null && plain.width === width && plain.height === height;
}

const rawInput = (width: number, height: number, channels: 1 | 3) => ({ ...DECODE, raw: { width, height, channels } });

/**
 * The detection copy, then the blur copy from it, then the hash from the blur copy: each from the
 * smallest copy that still has enough pixels. Greyscale copies taken from the full stored size cost
 * four times the detection copy's time (~90 ms a photo of 2 cores' time, docs/performance.md).
 */
async function smallCopies(data: Buffer, width: number, height: number): Promise<Pick<NormalisedPhoto, 'detectCopy' | 'sharpness' | 'dHash'>> {
  const detect = await sharp(data, rawInput(width, height, 3))
    .resize(DETECT_LONG_SIDE, DETECT_LONG_SIDE, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const grey = await sharp(detect.data, rawInput(detect.info.width, detect.info.height, 3))
    .resize(SHARPNESS_SIDE, SHARPNESS_SIDE, { fit: 'inside' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const hash = await sharp(grey.data, rawInput(grey.info.width, grey.info.height, grey.info.channels as 1 | 3))
    .resize(9, 8, { fit: 'fill' }).greyscale().raw().toBuffer();
  return {
    detectCopy: { data: detect.data, width: detect.info.width, height: detect.info.height },
    sharpness: laplacianVariance(grey.data, grey.info.width, grey.info.height, grey.info.channels),
    dHash: differenceHash(hash),
  };
}

/** Variance of the 4-neighbour Laplacian over the inner pixels (computed here: no clamping to 0-255). */
export function laplacianVariance(pixels: Buffer, width: number, height: number, channels = 1): number {
  let sum = 0;
  let sumSquares = 0;
  let count = 0;
  const at = (x: number, y: number) => pixels[(y * width + x) * channels] as number;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const value = at(x - 1, y) + at(x + 1, y) + at(x, y - 1) + at(x, y + 1) - 4 * at(x, y);
      sum += value;
      sumSquares += value * value;
      count += 1;
    }
  }
  if (count === 0) return 0;
  const mean = sum / count;
  return sumSquares / count - mean * mean;
}

/** dHash of a 9×8 greyscale thumbnail: one bit per horizontally adjacent pair (left brighter = 1). */
export function differenceHash(thumb: Buffer): bigint {
  let hash = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      const left = thumb[y * 9 + x] as number;
      const right = thumb[y * 9 + x + 1] as number;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash;
}

export function hammingDistance(a: bigint, b: bigint): number {
  let diff = a ^ b;
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
