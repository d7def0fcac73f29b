import JSZip from 'jszip';
import { resizePhoto } from './resize-photo';
import { extensionOf } from './upload-rules';

/** Zip entry names image1.jpg, image2.png, … in the order picked, keeping each file's extension (lower case). */
export function zipEntryNames(files: readonly File[]): string[] {
  return files.map((file, index) => `image${index + 1}.${extensionOf(file.name)}`);
}

/**
 * Builds the training zip in the browser: each photo first shrunk to the server's normalised size
 * (resize-photo.ts), one at a time so a phone holds one decoded photo at once. Photos are already
 * compressed, so entries are stored as they are.
 */
export async function zipImages(files: readonly File[]): Promise<Blob> {
  const zip = new JSZip();
  const resized: File[] = [];
  for (const file of files) resized.push(await resizePhoto(file));
  const names = zipEntryNames(resized);
  resized.forEach((file, index) => zip.file(names[index] as string, file, { binary: true }));
  return zip.generateAsync({ type: 'blob', compression: 'STORE', mimeType: 'application/zip' });
}
