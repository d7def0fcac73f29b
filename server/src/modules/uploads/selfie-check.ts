import {
  PHOTO_ISSUE_BLURRY, PHOTO_ISSUE_DUPLICATE, PHOTO_ISSUE_FACE_TOO_SMALL, PHOTO_ISSUE_NO_FACE, PHOTO_ISSUE_SEVERAL_FACES,
  type PhotoIssueReason,
} from 'api-client';
import type { DetectedFace, FaceDetector } from '../../infra/photo/face-detector.js';
import { hammingDistance, type NormalisedPhoto } from '../../infra/photo/photo-normaliser.js';

export interface SelfieThresholds {
  /** Smallest face box area as a share of the photo (0.04 = 4 %). */
  faceMinAreaRatio: number;
  /** Smallest variance of the Laplacian (256 px greyscale) of a sharp photo. */
  blurMinVariance: number;
  /** Largest dHash distance at which two photos count as the same picture. */
  duplicateMaxDistance: number;
}

export type SelfieVerdict =
  | { ok: true; face: DetectedFace['box']; embedding?: number[] }
  | { ok: false; reason: PhotoIssueReason };

/** The face box in the stored photo's pixels (detection ran on a smaller copy). */
function scaleBox(face: DetectedFace, photo: NormalisedPhoto): DetectedFace['box'] {
  const scale = photo.width / photo.detectCopy.width;
  return { x: face.box.x * scale, y: face.box.y * scale, width: face.box.width * scale, height: face.box.height * scale };
}

/**
 * One verdict per photo, in order: exactly one face, big enough, sharp enough, and not a repeat of an
 * earlier photo of the same upload. Detection runs one photo at a time (the detector is single-threaded).
 */
export async function checkSelfies(photos: NormalisedPhoto[], detector: FaceDetector, limits: SelfieThresholds): Promise<SelfieVerdict[]> {
  const faces: DetectedFace[][] = [];
  for (const photo of photos) faces.push(await detector.detect(photo.detectCopy));
  return judgeSelfies(photos.map((photo, i) => ({ photo, faces: faces[i] as DetectedFace[] })), limits);
}

/** The verdicts once faces are known (the upload detects each photo as soon as it is normalised). */
export function judgeSelfies(detected: { photo: NormalisedPhoto; faces: DetectedFace[] }[], limits: SelfieThresholds): SelfieVerdict[] {
  return detected.map(({ photo, faces }, index) => judge(photo, faces, detected.slice(0, index).map((d) => d.photo), limits));
}

function judge(photo: NormalisedPhoto, faces: DetectedFace[], earlier: NormalisedPhoto[], limits: SelfieThresholds): SelfieVerdict {
  if (faces.length === 0) return { ok: false, reason: PHOTO_ISSUE_NO_FACE };
  if (faces.length > 1) return { ok: false, reason: PHOTO_ISSUE_SEVERAL_FACES };
  const face = faces[0] as DetectedFace;
  const area = (face.box.width * face.box.height) / (photo.detectCopy.width * photo.detectCopy.height);
  if (area < limits.faceMinAreaRatio) return { ok: false, reason: PHOTO_ISSUE_FACE_TOO_SMALL };
  if (photo.sharpness < limits.blurMinVariance) return { ok: false, reason: PHOTO_ISSUE_BLURRY };
  if (earlier.some((other) => hammingDistance(other.dHash, photo.dHash) <= limits.duplicateMaxDistance)) {
    return { ok: false, reason: PHOTO_ISSUE_DUPLICATE };
  }
  return { ok: true, face: scaleBox(face, photo), ...(face.embedding ? { embedding: face.embedding } : {}) };
}
