import type { FaceDetector } from './face-detector.js';
import { makeMainImage } from './main-image.js';
import { screenPhotos, type AcceptedPhoto, type ScreeningIssue } from './photo-screening.js';
import type { SelfieThresholds } from './selfie-check.js';
import { readTrainingZip, type ZipLimits } from './zip-reader.js';

export interface ScreeningOptions {
  zipLimits: ZipLimits;
  selfie: SelfieThresholds;
}

/** A photo to store: normalised, upright, ≤ 1536 px JPEG, at its 1-based position in the zip. */
export interface StoredPhoto {
  position: number;
  jpeg: Buffer;
  width: number;
  height: number;
}

export type UploadScreening =
  | { ok: true; photos: StoredPhoto[]; mainImage: Buffer }
  | { ok: false; issues: ScreeningIssue[] };

/**
 * All the CPU work of a training upload, from the zip's bytes to what gets stored: unzip, check and
 * normalise every photo, detect faces, and cut the model's thumbnail. The faces are compared with each
 * other later, off the request (look-alike.service.ts). Zip-level refusals throw an
 * AppError; photo-level ones come back as issues. Runs in a worker thread (see upload-workers.ts).
 */
export async function screenUpload(zip: Buffer, detector: FaceDetector, options: ScreeningOptions): Promise<UploadScreening> {
  const entries = await readTrainingZip(zip, options.zipLimits);
  const screening = await screenPhotos(entries, detector, options.selfie);
  if (!screening.ok) return screening;
  const first = screening.photos[0] as AcceptedPhoto;
  return {
    ok: true,
    photos: screening.photos.map(({ position, jpeg, width, height }) => ({ position, jpeg, width, height })),
    mainImage: await makeMainImage(first, first.face),
  };
}
