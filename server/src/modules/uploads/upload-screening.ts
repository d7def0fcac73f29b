import type { FaceDetector } from '../../infra/photo/face-detector.js';
import { buildFaceReference } from '../../infra/photo/face-reference.js';
import { makeMainImage } from '../../infra/photo/main-image.js';
import { screenPhotos, type AcceptedPhoto, type ScreeningIssue } from './photo-screening.js';
import type { SelfieThresholds } from './selfie-check.js';
import { readTrainingZip, type ZipLimits } from './zip-reader.js';

export interface ScreeningOptions {
  zipLimits: ZipLimits;
  selfie: SelfieThresholds;
  /** Faces less similar than this are other people (LIKENESS_MISS_THRESHOLD). */
  lookAlikeThreshold: number;
}

/** A photo to store: normalised, upright, ≤ 1536 px JPEG, at its 1-based position in the zip. */
export interface StoredPhoto {
  position: number;
  jpeg: Buffer;
  width: number;
  height: number;
}

/** Who the photos show: the person's mean face (the likeness reference) and the photos of someone else. */
export interface LookAlike {
  /** Null when no photo could be described (the detector ran without its description model). */
  reference: number[] | null;
  /** 1-based positions of the photos whose face does not look like the person's. */
  outliers: number[];
}

export type UploadScreening =
  | { ok: true; photos: StoredPhoto[]; mainImage: Buffer; lookAlike: LookAlike }
  | { ok: false; issues: ScreeningIssue[] };

/**
 * The person of the upload (docs/likeness.md#one-person-per-model), from the faces described during
 * detection. A photo whose face could not be described counts as an outlier: it is never let through
 * unchecked. The free preview's selfies are checked the same way (selfie-screening.ts).
 */
export function lookAlikeOf(photos: AcceptedPhoto[], threshold: number): LookAlike & { firstMember: AcceptedPhoto } {
  const described = photos.filter((photo) => photo.embedding);
  const reference = buildFaceReference(described.map((photo) => photo.embedding as number[]), threshold);
  if (!reference) return { reference: null, outliers: photos.map((photo) => photo.position), firstMember: photos[0] as AcceptedPhoto };
  const members = new Set(reference.members.map((i) => (described[i] as AcceptedPhoto).position));
  return {
    reference: reference.embedding,
    outliers: photos.filter((photo) => !members.has(photo.position)).map((photo) => photo.position),
    firstMember: photos.find((photo) => members.has(photo.position)) as AcceptedPhoto,
  };
}

/**
 * All the CPU work of a training upload, from the zip's bytes to what gets stored: unzip, check and
 * normalise every photo, detect and describe faces, find the person the photos show, and cut the model's
 * thumbnail from the person's first photo. Zip-level refusals throw an AppError; photo-level ones come
 * back as issues. Runs in a worker thread (see upload-workers.ts).
 */
export async function screenUpload(zip: Buffer, detector: FaceDetector, options: ScreeningOptions): Promise<UploadScreening> {
  const entries = await readTrainingZip(zip, options.zipLimits);
  const screening = await screenPhotos(entries, detector, options.selfie);
  if (!screening.ok) return screening;
  const { firstMember, ...lookAlike } = lookAlikeOf(screening.photos, options.lookAlikeThreshold);
  return {
    ok: true,
    photos: screening.photos.map(({ position, jpeg, width, height }) => ({ position, jpeg, width, height })),
    mainImage: await makeMainImage(firstMember, firstMember.face),
    lookAlike,
  };
}
