import { PHOTO_ISSUE_BLURRY } from 'api-client';
import type { FaceDetector } from '../../src/infra/photo/face-detector.js';
import type { UploadScreener } from '../../src/modules/uploads/upload-workers.js';

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);

/**
 * Stands for the worker threads that unzip and check the photos: accepts `photos` photos of one person
 * (or with `outliers` at those 1-based positions), or refuses the second one as blurry when `refuse` is
 * set. Counts its calls.
 */
export function createScriptedScreener(options: { photos?: number; refuse?: boolean; outliers?: number[] } = {}) {
  const calls = { count: 0 };
  const screener: UploadScreener = {
    async screen() {
      calls.count += 1;
      if (options.refuse) return { ok: false, issues: [{ position: 2, name: 'image2.jpg', reason: PHOTO_ISSUE_BLURRY }] };
      const photos = Array.from({ length: options.photos ?? 12 }, (_, i) => ({ position: i + 1, jpeg: JPEG_BYTES, width: 1024, height: 1024 }));
      return { ok: true, photos, mainImage: JPEG_BYTES, lookAlike: { reference: [0.5, 0.5], outliers: options.outliers ?? [] } };
    },
  };
  return { screener, calls };
}

/** Face detection is the screener's job; a service given a screener must never call this. */
export const unusedFaceDetector: FaceDetector = {
  detect: () => Promise.reject(new Error('the face detector was called although a screener was given')),
};
