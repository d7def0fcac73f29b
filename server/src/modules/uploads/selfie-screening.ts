import type { FaceDetector } from '../../infra/photo/face-detector.js';
import { screenPhotos, type ScreeningIssue } from './photo-screening.js';
import type { SelfieThresholds } from './selfie-check.js';
import { lookAlikeOf, type StoredPhoto } from './upload-screening.js';

/**
 * A few selfies, each screened as a training photo is: normalised copies to store, with the 1-based
 * positions of those that look like someone else than the others show (none for a single selfie); or why
 * they cannot be used.
 */
export type SelfieScreening = { ok: true; photos: StoredPhoto[]; lookAlikeOutliers: number[] } | { ok: false; issues: ScreeningIssue[] };

/**
 * The training upload's photo checks for loose selfies (the free preview, docs/previews.md): format by
 * magic bytes, size by header, exactly one face big enough, sharp enough, no repeat among them; and the
 * upload's one-person check among them (docs/likeness.md#one-person-per-model: faces described and
 * compared, less alike than `lookAlikeThreshold` is someone else). An accepted selfie comes back upright,
 * at most 1536 px, as a JPEG without metadata (no GPS). Runs in an upload worker thread
 * (upload-workers.ts), like the zip's screening.
 */
export async function screenSelfies(
  selfies: Buffer[], detector: FaceDetector, limits: SelfieThresholds, lookAlikeThreshold: number,
): Promise<SelfieScreening> {
  const screening = await screenPhotos(selfies.map((data, i) => ({ name: `selfie-${i + 1}`, data })), detector, limits);
  if (!screening.ok) return screening;
  // One selfie has no one to differ from; several must show the same face.
  const lookAlikeOutliers = screening.photos.length > 1 ? lookAlikeOf(screening.photos, lookAlikeThreshold).outliers : [];
  return { ok: true, photos: screening.photos.map(({ position, jpeg, width, height }) => ({ position, jpeg, width, height })), lookAlikeOutliers };
}
