/** HEIC/HEIF: what iPhones save; the server takes JPEG and PNG. */
export function isHeic(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.hei[cf]$/i.test(file.name);
}

function canvasJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
}

/**
 * A HEIC photo re-encoded as JPEG by the browser itself, where it can decode HEIC (Safari): no library. Any
 * other file, or a browser that cannot decode it, sends the file as it is, and the server says what it refuses.
 */
export async function toUploadableSelfie(file: File): Promise<File> {
  if (!isHeic(file) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0);
    bitmap.close?.();
    const jpeg = await canvasJpeg(canvas);
    if (!jpeg) return file;
    return new File([jpeg], `${file.name.replace(/\.[^.]*$/, '') || 'selfie'}.jpg`, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
