import sharp from 'sharp';
import type { ShareContentTypeValue } from '../../infra/db/schema.js';

/** What a share page says of its photo: its type, and its size as shown (Open Graph's og:image:width/height). */
export interface PhotoFacts {
  format: 'jpeg' | 'png' | 'webp';
  contentType: ShareContentTypeValue;
  width: number;
  height: number;
}

const CONTENT_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Reads the photo's header (nothing is decoded); null when it is not a JPEG, PNG or WebP image. */
export async function readPhotoFacts(bytes: Buffer): Promise<PhotoFacts | null> {
  try {
    const meta = await sharp(bytes).metadata();
    const format = meta.format;
    if ((format !== 'jpeg' && format !== 'png' && format !== 'webp') || !meta.width || !meta.height) return null;
    // EXIF orientations 5-8 turn the picture a quarter: shown, it is as wide as it is stored high.
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      format, contentType: CONTENT_TYPES[format],
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
    };
  } catch {
    return null;
  }
}
