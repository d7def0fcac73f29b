import sharp from 'sharp';
import { IMAGE_UPLOAD_FORMAT_MESSAGE, PHOTO_ISSUE_TOO_LARGE } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import { detectImageFormat } from './image-format.js';
import { declaredPixels, MAX_PHOTO_PIXELS, STORED_LONG_SIDE } from './photo-normaliser.js';

/** Largest single photo accepted: the training upload's limit for one photo in its zip. */
export const MAX_UPLOADED_IMAGE_BYTES = 25 * 1024 * 1024;

export interface UploadedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
  width: number;
  height: number;
}

/**
 * One photo uploaded to edit (upload-service/upload-image), checked as training photos are: JPEG or
 * PNG by its bytes whatever its name or declared type, at most MAX_PHOTO_MEGAPIXELS by its header
 * (read before any pixel is decoded), decoded with the same cap. Stored upright (EXIF orientation
 * applied), long side ≤ 1536 px, with no metadata (sharp writes none unless asked): no GPS leaves with
 * an edit. A PNG stays a PNG (it may be a screenshot or have transparency), a JPEG a JPEG.
 */
export async function normaliseUploadedImage(input: Buffer): Promise<UploadedImage> {
  const format = detectImageFormat(input);
  if (format !== 'jpeg' && format !== 'png') throw AppError.badRequest(IMAGE_UPLOAD_FORMAT_MESSAGE, 'file');
  const pixels = await declaredPixels(input);
  if (pixels === null) throw AppError.badRequest(IMAGE_UPLOAD_FORMAT_MESSAGE, 'file');
  if (pixels > MAX_PHOTO_PIXELS) throw AppError.badRequest(PHOTO_ISSUE_TOO_LARGE, 'file');
  try {
    const image = sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize(STORED_LONG_SIDE, STORED_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb');
    const { data, info } = format === 'png'
      ? await image.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
      : await image.jpeg({ quality: 90 }).toBuffer({ resolveWithObject: true });
    return format === 'png'
      ? { bytes: data, contentType: 'image/png', extension: 'png', width: info.width, height: info.height }
      : { bytes: data, contentType: 'image/jpeg', extension: 'jpg', width: info.width, height: info.height };
  } catch {
    // A JPEG or PNG header over bytes that do not decode.
    throw AppError.badRequest(IMAGE_UPLOAD_FORMAT_MESSAGE, 'file');
  }
}
