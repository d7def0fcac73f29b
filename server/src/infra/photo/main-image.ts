import sharp from 'sharp';
import { MAX_PHOTO_PIXELS } from './photo-normaliser.js';

export const MAIN_IMAGE_SIZE = 512;

/** A 512 px square around the face (twice the face box, kept inside the photo): the model's thumbnail. */
export async function makeMainImage(
  photo: { jpeg: Buffer; width: number; height: number },
  face: { x: number; y: number; width: number; height: number },
): Promise<Buffer> {
  const side = Math.round(Math.min(photo.width, photo.height, Math.max(face.width, face.height) * 2));
  const centreX = face.x + face.width / 2;
  const centreY = face.y + face.height / 2;
  const left = Math.round(Math.max(0, Math.min(photo.width - side, centreX - side / 2)));
  const top = Math.round(Math.max(0, Math.min(photo.height - side, centreY - side / 2)));
  return sharp(photo.jpeg, { limitInputPixels: MAX_PHOTO_PIXELS })
    .extract({ left, top, width: side, height: side })
    .resize(MAIN_IMAGE_SIZE, MAIN_IMAGE_SIZE)
    .jpeg({ quality: 88 })
    .toBuffer();
}
