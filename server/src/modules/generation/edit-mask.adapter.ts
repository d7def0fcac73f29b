import sharp from 'sharp';
import { MASK_EMPTY_MESSAGE, MASK_NOT_PNG_MESSAGE, PHOTO_ISSUE_TOO_LARGE } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import { detectImageFormat } from '../../infra/photo/image-format.js';
import { declaredPixels, MAX_PHOTO_PIXELS } from '../../infra/photo/photo-normaliser.js';

/** An image's stored size (our own files: stored upright, so no orientation to apply). */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(bytes).metadata();
  return { width: width ?? 0, height: height ?? 0 };
}

/** A mask pixel at least this bright is repainted; the editor's soft brush edges fall either side. */
const WHITE_FROM = 128;

/**
 * The user's mask as every engine takes it: a one-channel black-and-white PNG of exactly the image's
 * size. Checked as uploads are (PNG by its bytes, pixels by its header before decoding); a canvas
 * exported at another size (a phone's CSS pixels, a retina canvas) is scaled to the image. Transparent
 * areas count as black, so a mask with an alpha channel works too. An all-black mask is refused
 * before any credit is spent.
 */
export async function normaliseMask(input: Buffer | undefined, width: number, height: number): Promise<Buffer> {
  if (!input || detectImageFormat(input) !== 'png') throw AppError.badRequest(MASK_NOT_PNG_MESSAGE, 'file');
  const pixels = await declaredPixels(input);
  if (pixels === null) throw AppError.badRequest(MASK_NOT_PNG_MESSAGE, 'file');
  if (pixels > MAX_PHOTO_PIXELS) throw AppError.badRequest(PHOTO_ISSUE_TOO_LARGE, 'file');
  let mask: { data: Buffer };
  try {
    mask = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .flatten({ background: '#000000' })
      .resize(width, height, { fit: 'fill' })
      .greyscale()
      .threshold(WHITE_FROM)
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw AppError.badRequest(MASK_NOT_PNG_MESSAGE, 'file');
  }
  // After the threshold every pixel is 0 or 255: a native search finds white in microseconds.
  if (mask.data.indexOf(255) === -1) throw AppError.badRequest(MASK_EMPTY_MESSAGE, 'file');
  // Fast compression: a two-tone mask is small whatever the level, and it only travels to the engine.
  return sharp(mask.data, { raw: { width, height, channels: 1 } }).png({ compressionLevel: 1 }).toBuffer();
}
