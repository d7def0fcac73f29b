import os from 'node:os';
import { PHOTO_ISSUE_FORMAT, PHOTO_ISSUE_TOO_LARGE, type PhotoIssue } from 'api-client';
import type { DetectedFace, FaceDetector } from '../../infra/photo/face-detector.js';
import { detectImageFormat } from '../../infra/photo/image-format.js';
import { mapLimit } from '../../kernel/map-limit.js';
import { declaredPixels, MAX_PHOTO_PIXELS, normalisePhoto, type NormalisedPhoto } from '../../infra/photo/photo-normaliser.js';
import { judgeSelfies, type SelfieThresholds } from './selfie-check.js';
import type { ZipEntry } from './zip-reader.js';

export interface AcceptedPhoto extends NormalisedPhoto {
  position: number;
  face: { x: number; y: number; width: number; height: number };
  /** The face's description when the detector describes (the upload's look-alike check). */
  embedding?: number[];
}

export type ScreeningIssue = PhotoIssue;

export type ScreeningResult = { ok: true; photos: AcceptedPhoto[] } | { ok: false; issues: ScreeningIssue[] };

const CONCURRENCY = Math.max(1, os.availableParallelism());

/** The photo decoded, or why it cannot be: not an image, or more pixels than a phone takes (judged from its header). */
async function tryNormalise(entry: ZipEntry): Promise<NormalisedPhoto | ScreeningIssue['reason']> {
  if (!detectImageFormat(entry.data)) return PHOTO_ISSUE_FORMAT;
  const pixels = await declaredPixels(entry.data);
  if (pixels === null) return PHOTO_ISSUE_FORMAT;
  if (pixels > MAX_PHOTO_PIXELS) return PHOTO_ISSUE_TOO_LARGE;
  try {
    return await normalisePhoto(entry.data);
  } catch {
    return PHOTO_ISSUE_FORMAT; // a JPEG/PNG/WEBP header over bytes sharp cannot decode
  }
}

/**
 * Every photo of the upload: format by magic bytes, size by header, normalised in parallel, then the
 * selfie check.
 * All photos pass, or the answer lists each failing one with its 1-based position.
 */
export async function screenPhotos(entries: ZipEntry[], detector: FaceDetector, limits: SelfieThresholds): Promise<ScreeningResult> {
  // Each photo goes to the (single-threaded) detector as soon as it is normalised, so detection of one
  // photo overlaps the decoding of the next ones on the other cores.
  const normalised = await mapLimit(entries, CONCURRENCY, async (entry) => {
    const photo = await tryNormalise(entry);
    return typeof photo === 'string' ? photo : { photo, faces: await detector.detect(photo.detectCopy) };
  });
  const issues: ScreeningIssue[] = [];
  const decoded: { position: number; photo: NormalisedPhoto; faces: DetectedFace[] }[] = [];
  normalised.forEach((result, index) => {
    const name = (entries[index] as ZipEntry).name;
    if (typeof result === 'string') issues.push({ position: index + 1, name, reason: result });
    else decoded.push({ position: index + 1, ...result });
  });
  const verdicts = judgeSelfies(decoded, limits);
  const accepted: AcceptedPhoto[] = [];
  verdicts.forEach((verdict, i) => {
    const { position, photo } = decoded[i] as (typeof decoded)[number];
    if (verdict.ok) accepted.push({ ...photo, position, face: verdict.face, ...(verdict.embedding ? { embedding: verdict.embedding } : {}) });
    else issues.push({ position, name: (entries[position - 1] as ZipEntry).name, reason: verdict.reason });
  });
  if (issues.length > 0) return { ok: false, issues: issues.sort((a, b) => a.position - b.position) };
  return { ok: true, photos: accepted };
}
