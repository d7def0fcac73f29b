import type { FaceDetector } from '../../infra/photo/face-detector.js';
import { screenPhotos, type ScreeningIssue } from './photo-screening.js';
import type { SelfieThresholds } from './selfie-check.js';
import type { StoredPhoto } from './upload-screening.js';

/** A few selfies, each screened as a training photo is: normalised copies to store, or why they cannot be used. */
export type SelfieScreening = { ok: true; photos: StoredPhoto[] } | { ok: false; issues: ScreeningIssue[] };

/**
 * The training upload's photo checks for loose selfies (the free preview, docs/previews.md): format by
 * magic bytes, size by header, exactly one face big enough, sharp enough, no repeat among them. An
 * accepted selfie comes back upright, at most 1536 px, as a JPEG without metadata (no GPS). Runs in an
 * upload worker thread (upload-workers.ts), like the zip's screening.
 */
export async function screenSelfies(selfies: Buffer[], detector: FaceDetector, limits: SelfieThresholds): Promise<SelfieScreening> {
  const screening = await screenPhotos(selfies.map((data, i) => ({ name: `selfie-${i + 1}`, data })), detector, limits);
  if (!screening.ok) return screening;
  return { ok: true, photos: screening.photos.map(({ position, jpeg, width, height }) => ({ position, jpeg, width, height })) };
}
