import sharp from 'sharp';
import type { HttpClient } from './helpers/http-client.js';
import type { TestServer } from './helpers/test-server.js';

/** POST a multipart contract call as the studio does: the session cookie, text fields and one file. */
export async function postMultipart(
  server: TestServer, client: HttpClient, path: string, fields: Record<string, string>,
  file?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${server.url}/ai-photographer/${path}`, {
    method: 'POST', headers: { cookie: `session=${client.cookie('session') ?? ''}` }, body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A mask as the editor exports it: black, with a white rectangle (in fractions of the size). */
export async function maskPng(width: number, height: number, box = { left: 0.25, top: 0.25, width: 0.5, height: 0.3 }): Promise<Buffer> {
  const rect = `<rect x="${box.left * width}" y="${box.top * height}" width="${box.width * width}" height="${box.height * height}" fill="#fff"/>`;
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${rect}</svg>`))
    .png().toBuffer();
}

export const editMask = (server: TestServer, client: HttpClient, originalImageId: string, prompt: string, mask: Buffer, type = 'image/png') =>
  postMultipart(server, client, 'upload-service/upload-mask', { originalImageId, prompt }, { bytes: mask, name: 'mask.png', type });

export const uploadImage = (server: TestServer, client: HttpClient, bytes: Buffer, name = 'photo.png', type = 'image/png') =>
  postMultipart(server, client, 'upload-service/upload-image', {}, { bytes, name, type });

/** A photo as a phone stores it: sideways pixels, EXIF orientation 6 (rotate 90° to view) and GPS. */
export async function sidewaysPhoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg().toBuffer();
}
