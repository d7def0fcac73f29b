import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { FaceDescriber } from '../../infra/photo/face-describer.js';
import { buildFaceReference } from '../../infra/photo/face-reference.js';
import type { LookAlikeRepository } from './look-alike.repository.js';

export interface LookAlikeDeps {
  repository: LookAlikeRepository;
  storage: FileStorage;
  /** The likeness worker thread (face-describer.ts): describes the most confident face of a stored photo. */
  describer: () => FaceDescriber;
  queue: Pick<JobQueue, 'enqueue' | 'enqueueMany'>;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  /** Photos less similar than this to the main photo are outliers (LIKENESS_MISS_THRESHOLD). */
  threshold: number;
  log: { warn(details: object, message: string): void };
}

/** The job that follows an accepted upload, keyed by model: one check per model, however often enqueued. */
export const lookAlikeJobKey = (modelId: number) => `model.look-alike:${modelId}`;

/**
 * The face comparison of uploads accepted before the upload compared the faces itself (migration 0025;
 * docs/likeness.md): their `model.look-alike` job, queued beside the training, describes the stored
 * training photos in the likeness worker thread and stores the model's reference face and its outliers.
 * Such a training is ready only after it (then this job polls it); an image of the model scored before
 * the reference exists is left pending (likeness.service.ts), and this job queues its scoring again. A
 * description that fails leaves the model without a reference (its images stay unscored).
 */
export function createLookAlikeService(deps: LookAlikeDeps) {
  /** The reference and outliers, or no reference when the photos could not be described. */
  async function compare(photos: { position: number; storageKey: string }[]): Promise<{ reference: number[] | null; outliers: number[] }> {
    try {
      const embeddings = await Promise.all(photos.map(async (photo) => {
        const bytes = await deps.storage.get(photo.storageKey);
        return bytes ? deps.describer().describe(bytes, { batch: true }) : null; // a generated image's score goes first
      }));
      // Every photo passed the upload's one-face check; one the describer finds no face in is left out.
      const described = photos.map((photo, i) => ({ position: photo.position, embedding: embeddings[i] })).filter((p) => p.embedding);
      if (described.length === 0) return { reference: null, outliers: [] };
      const reference = buildFaceReference(described.map((p) => p.embedding as number[]), deps.threshold);
      return { reference: reference?.embedding ?? null, outliers: (reference?.outliers ?? []).map((i) => (described[i] as { position: number }).position) };
    } catch (error) {
      deps.log.warn({ err: error }, 'the look-alike check failed: the model gets no likeness reference');
      return { reference: null, outliers: [] };
    }
  }

  return {
    /** The `model.look-alike` job; idempotent (a model is checked once, and only its first record queues scores). */
    async check(modelId: number): Promise<void> {
      const model = await deps.repository.photosToCheck(modelId);
      if (!model || model.checked) return;
      const result = await compare(model.photos);
      await deps.transaction(async (trx) => {
        if (!(await deps.repository.record(modelId, result, trx))) return;
        const waiting = await deps.repository.imagesAwaitingScore(modelId, trx);
        // A key of their own: each image's first scoring job is done, and a singleton key is never reused.
        await deps.queue.enqueueMany('image.likeness', waiting.map((imageId) => ({ payload: { imageId }, options: { singletonKey: `image.likeness:${imageId}:after-look-alike` } })), trx);
        // A training the engine has finished waits for this check to be ready (training.service.ts).
        await deps.queue.enqueue('training.poll', { modelId }, { singletonKey: `training.poll:${modelId}:after-look-alike` }, trx);
      });
    },
  };
}
export type LookAlikeService = ReturnType<typeof createLookAlikeService>;
