import { randomInt, randomUUID } from 'node:crypto';
import { CREDITS_PER_TRAINING, NO_IMAGES_MESSAGE, splitCharacteristics, type UploadReply } from 'api-client';
import type { AppConfig } from '../../config/config.js';
import { AppError } from '../../http/app-error.js';
import type { UploadedFile } from '../../http/contract-route.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { insufficientCredits, type CreditsService } from '../credits/credits.service.js';
import type { ModelsRepository } from '../models/models.repository.js';
import type { RulesGate } from '../models/rules-gate.js';
import type { FaceDetector } from './face-detector.js';
import { lookAlikeJobKey } from './look-alike.service.js';
import { PhotoQualityError } from './photo-quality.error.js';
import type { StoredPhoto } from './upload-screening.js';
import { createInThreadScreener, sharedWorkerScreener, type UploadScreener } from './upload-workers.js';
import { checkZipDirectory } from './zip-directory.js';

const MB = 1024 * 1024;
/** Unpacked limits of a training zip (the zip itself is limited to UPLOAD_MAX_MB by the route). */
export const ZIP_LIMITS = { maxEntryBytes: 25 * MB, maxTotalBytes: 200 * MB };
const TRIGGER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface UploadInput {
  file: UploadedFile | undefined;
  modelName: string;
  modelClass: string;
  modelCharacteristics: string;
}

export interface UploadDeps {
  /** `uploadWorkers`: worker threads that screen uploads (default: one per core but one, at most 4); 0 screens on the event loop. */
  config: Pick<AppConfig, 'selfieCheck'> & { uploadWorkers?: number };
  models: ModelsRepository;
  storage: FileStorage;
  credits: CreditsService;
  rulesGate: RulesGate;
  queue: JobQueue;
  /** Detects faces when screening runs on the event loop (uploadWorkers 0); workers load their own. */
  detector: FaceDetector;
  /** Replaces the screening (the worker pool by default). */
  screener?: UploadScreener;
  engineName: () => string;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
}

/** A word that appears in no language, unique per model: prompts name the person with it. */
function newTriggerWord(): string {
  return `TOK${Array.from({ length: 6 }, () => TRIGGER_ALPHABET[randomInt(TRIGGER_ALPHABET.length)]).join('')}`;
}

/**
 * The training upload (docs/training.md#server-checks): checks the zip and every photo, stores the normalised photos,
 * then in one transaction creates the model and spends the credits, and queues its training and the look-alike check.
 * Nothing is spent and no model exists unless every photo passed. The unzipping, decoding and face
 * checks run in worker threads, so one upload never stalls the other requests.
 */
export function createUploadService(deps: UploadDeps) {
  const { uploadWorkers } = deps.config;
  const screener = deps.screener ?? (uploadWorkers === 0 ? createInThreadScreener(deps.detector) : sharedWorkerScreener(uploadWorkers));

  async function storePhotos(folder: string, photos: StoredPhoto[], mainImage: Buffer): Promise<{ keys: string[]; mainKey: string }> {
    const keys = photos.map((photo) => `${folder}/photo-${photo.position}.jpg`);
    const mainKey = `${folder}/main.jpg`;
    await Promise.all([
      ...photos.map((photo, i) => deps.storage.put(keys[i] as string, photo.jpeg)),
      deps.storage.put(mainKey, mainImage),
    ]);
    return { keys, mainKey };
  }

  return {
    async upload(accountId: number, input: UploadInput): Promise<UploadReply> {
      await deps.rulesGate(accountId);
      if (!input.file || input.file.data.length === 0) throw AppError.badRequest(NO_IMAGES_MESSAGE, 'file');
      if ((await deps.credits.balance(accountId)) < CREDITS_PER_TRAINING) throw insufficientCredits();
      // On the event loop, from the archive's tail alone: a zip of 400,000 entries never reaches a worker.
      checkZipDirectory(input.file.data);
      const screening = await screener.screen(input.file.data, {
        zipLimits: ZIP_LIMITS, selfie: deps.config.selfieCheck,
      });
      if (!screening.ok) throw new PhotoQualityError(screening.issues);

      const publicId = randomUUID();
      const folder = `models/${publicId}`;
      const { keys, mainKey } = await storePhotos(folder, screening.photos, screening.mainImage);
      try {
        await deps.transaction(async (trx) => {
          await deps.credits.post({ accountId, amount: -CREDITS_PER_TRAINING, reason: 'training', idempotencyKey: `training:${publicId}`, reference: publicId }, trx);
          // Starting another training dismisses the train page's notice about the last one.
          await deps.models.dismissCompletionNotices(accountId, trx);
          const model = await deps.models.create({
            publicId, accountId, name: input.modelName, modelClass: input.modelClass,
            characteristics: [...new Set(splitCharacteristics(input.modelCharacteristics))].join(','),
            triggerWord: newTriggerWord(), engine: deps.engineName(), mainImageKey: mainKey,
          }, screening.photos.map((photo, i) => ({ position: photo.position, storageKey: keys[i] as string, width: photo.width, height: photo.height })), trx);
          // The faces are compared after the reply (look-alike.service.ts), beside the training.
          await deps.queue.enqueue('model.look-alike', { modelId: model.id }, { singletonKey: lookAlikeJobKey(model.id) }, trx);
          await deps.queue.enqueue('training.start', { modelId: model.id }, { singletonKey: `training.start:${model.id}` }, trx);
        });
      } catch (error) {
        await Promise.all([...keys, mainKey].map((key) => deps.storage.delete(key).catch(() => undefined)));
        throw error;
      }
      return { status: 'success', modelId: publicId };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
