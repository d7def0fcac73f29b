// A worker thread of the upload pool (upload-workers.ts): screens one training zip (or a preview's few
// selfies) at a time with its own face detector, loaded as soon as the worker starts.
import { AppError } from '../../kernel/app-error.js';
import { createHumanFaceDetector, type FaceDetector } from '../../infra/photo/face-detector.js';
import { lowerImageThreads, lowerThisThread } from '../../infra/photo/thread-priority.js';
import { screenUpload } from './upload-screening.js';
import { screenSelfies } from './selfie-screening.js';
import type { UploadOutcome, UploadTask } from './upload-workers.js';
import { copiedBuffer, serveTasks } from '../../infra/photo/worker-pool.js';

/** How often libvips' threads are checked while a zip is screened (its pool grows on demand). */
const LOWER_IMAGE_THREADS_MS = 250;

lowerThisThread();
// Each face is described as it is detected: the look-alike check runs before anything is spent.
const faceDetector = createHumanFaceDetector({ describe: true });
// A failed load is reported by the first detection, which retries it.
faceDetector.load().catch(() => undefined);

const steppedDetector = (progress: () => void): FaceDetector => ({
  detect: async (image) => {
    const faces = await faceDetector.detect(image);
    progress();
    return faces;
  },
});

serveTasks<UploadTask, UploadOutcome>(async (task, progress) => {
  // Each photo's detection is a step: on a starved machine a slow upload lives while it moves.
  const detector = steppedDetector(progress);
  lowerImageThreads();
  const lowering = setInterval(lowerImageThreads, LOWER_IMAGE_THREADS_MS);
  try {
    if (task.kind === 'selfies') {
      const screening = await screenSelfies(task.selfies.map((selfie) => Buffer.from(selfie)), detector, task.limits, task.lookAlikeThreshold);
      if (!screening.ok) return { value: { kind: 'issues', issues: screening.issues } };
      const photos = screening.photos.map((photo) => ({ ...photo, jpeg: copiedBuffer(photo.jpeg) }));
      const value = { kind: 'selfies-accepted' as const, photos, lookAlikeOutliers: screening.lookAlikeOutliers };
      return { value, transfer: photos.map((photo) => photo.jpeg) };
    }
    const { zip, options } = task;
    const screening = await screenUpload(Buffer.from(zip), detector, options);
    if (!screening.ok) return { value: { kind: 'issues', issues: screening.issues } };
    const photos = screening.photos.map((photo) => ({ ...photo, jpeg: copiedBuffer(photo.jpeg) }));
    const mainImage = copiedBuffer(screening.mainImage);
    return { value: { kind: 'accepted', photos, mainImage, lookAlike: screening.lookAlike }, transfer: [...photos.map((photo) => photo.jpeg), mainImage] };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { value: { kind: 'refused', code: error.code, status: error.httpStatus, message: error.message, field: error.field } };
  } finally {
    clearInterval(lowering);
  }
});
