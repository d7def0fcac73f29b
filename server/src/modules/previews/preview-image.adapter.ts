import { PREVIEW_LONG_SIDE } from 'api-client';
import sharp from 'sharp';

/** What a preview photo becomes before it is stored: smaller, marked, a plain JPEG. */
export interface FinishedPreviewImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

export const WATERMARK_TEXT = 'Preview';

/**
 * "Preview" across the middle and twice more along the diagonal, white with a dark outline at partial
 * opacity: readable on any photo, and in the face's way enough that the copy is not the product.
 */
function watermark(width: number, height: number): Buffer {
  const size = Math.round(Math.min(width, height) / 4.5);
  const stroke = Math.max(1, Math.round(size / 24));
  const line = (dy: number) =>
    `<text x="${width / 2}" y="${height / 2 + dy}" text-anchor="middle" dominant-baseline="middle">${WATERMARK_TEXT}</text>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g transform="rotate(-28 ${width / 2} ${height / 2})" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${size}"
     fill="#ffffff" fill-opacity="0.5" stroke="#000000" stroke-opacity="0.35" stroke-width="${stroke}">
    ${line(0)}${line(-height / 3)}${line(height / 3)}
  </g>
</svg>`);
}

/**
 * An engine's photo as the preview shows it: upright, reduced to PREVIEW_LONG_SIDE on its long side
 * (never enlarged), watermarked "Preview", as a JPEG without metadata. Throws on bytes that are no image.
 */
export async function finishPreviewImage(bytes: Buffer): Promise<FinishedPreviewImage> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(PREVIEW_LONG_SIDE, PREVIEW_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const jpeg = await sharp(data, { raw: { width, height, channels: 3 } })
    .composite([{ input: watermark(width, height), top: 0, left: 0 }])
    .jpeg({ quality: 82 })
    .toBuffer();
  return { jpeg, width, height };
}
