/**
 * Shrinks a phone photo in the browser before it is zipped: to the size the server stores (long side
 * 1536 px, EXIF orientation applied, JPEG), so 20 photos of ~6 MB travel as ~10 MB instead of ~120 MB.
 * The server still checks and normalises whatever arrives (a client can send anything); anything this
 * browser cannot decode or draw goes as it is.
 */

/** The server's stored size (server/src/infra/photo/photo-normaliser.ts, STORED_LONG_SIDE). */
export const NORMALISED_LONG_SIDE = 1536;
/** A photo at most this large and already within the long side is sent untouched. */
export const SMALL_PHOTO_BYTES = 2 * 1024 * 1024;
export const RESIZED_JPEG_QUALITY = 0.9;

export type ResizeDecision = { resize: false } | { resize: true; width: number; height: number };

/**
 * Whether a photo of this size (after orientation) and weight is worth re-encoding, and to what size.
 * Small photos within the long side keep their bytes (no second JPEG generation); larger ones are
 * scaled to the long side, never up.
 */
export function resizeDecision(width: number, height: number, bytes: number): ResizeDecision {
  const longSide = Math.max(width, height);
  if (width <= 0 || height <= 0) return { resize: false };
  if (longSide <= NORMALISED_LONG_SIDE && bytes <= SMALL_PHOTO_BYTES) return { resize: false };
  const scale = Math.min(1, NORMALISED_LONG_SIDE / longSide);
  return { resize: true, width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `IMG_1.HEIC.png` → `IMG_1.HEIC.jpg`: the resized photo is a JPEG whatever it was. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

async function drawJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: RESIZED_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', RESIZED_JPEG_QUALITY));
}

/** The photo at the normalised size (upright, JPEG), or the file itself when it is small or cannot be drawn. */
export async function resizePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const decision = resizeDecision(bitmap.width, bitmap.height, file.size);
    if (!decision.resize) return file;
    const blob = await drawJpeg(bitmap, decision.width, decision.height);
    // A re-encode that came out no smaller is not worth sending instead.
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
