import type { FaceDetector } from './face-detector.js';
import { buildFaceReference, type FaceReference } from './face-reference.js';
import { makeMainImage } from './main-image.js';
import { screenPhotos, type AcceptedPhoto, type ScreeningIssue } from './photo-screening.js';
import type { SelfieThresholds } from './selfie-check.js';
import { readTrainingZip, type ZipLimits } from './zip-reader.js';

export interface ScreeningOptions {
  zipLimits: ZipLimits;
  selfie: SelfieThresholds;
  /** The likeness miss threshold: photos less similar than this to the main photo are outliers. */
  likenessThreshold: number;
}

/** A photo to store: normalised, upright, ≤ 1536 px JPEG, at its 1-based position in the zip. */
export interface StoredPhoto {
  position: number;
  jpeg: Buffer;
  width: number;
  height: number;
}

export type UploadScreening =
  | { ok: true; photos: StoredPhoto[]; mainImage: Buffer; faceReference: FaceReference | null }
  | { ok: false; issues: ScreeningIssue[] };

/**
 * All the CPU work of a training upload, from the zip's bytes to what gets stored: unzip, check and
 * normalise every photo, detect faces, and cut the model's thumbnail. Zip-level refusals throw an
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
    faceReference: faceReferenceOf(screening.photos, options.likenessThreshold),
  };
}

/** The model's likeness reference, or null when the detector gave no descriptions (a detector without them). */
function faceReferenceOf(photos: AcceptedPhoto[], threshold: number): FaceReference | null {
  const embeddings = photos.map((photo) => photo.embedding);
  if (embeddings.some((embedding) => !embedding)) return null;
  return buildFaceReference(embeddings as number[][], threshold);
}
