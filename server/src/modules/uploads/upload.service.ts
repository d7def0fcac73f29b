import { randomInt, randomUUID } from 'node:crypto';
import { NO_IMAGES_MESSAGE, splitCharacteristics, type UploadReply } from 'api-client';
import type { AppConfig } from '../../config/config.js';
import { AppError } from '../../kernel/app-error.js';
import type { UploadedFile } from '../../kernel/uploaded-file.js';
import type { Db } from '../../infra/db/database.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { insufficientCredits, type CreditsService } from '../credits/index.js';
import type { ModelsRepository } from '../models/index.js';
import type { RulesGate } from '../models/index.js';
import type { FaceDetector } from '../../infra/photo/face-detector.js';
import { PhotoQualityError } from './photo-quality.error.js';
import type { TrainingConfirmation } from './training-confirmation.service.js';
import type { StoredPhoto } from './upload-screening.js';
import { createInThreadScreener, sharedWorkerScreener, type UploadScreener } from './upload-workers.js';
import { checkZipDirectory } from '../../infra/zip/zip-directory.js';

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
  config: Pick<AppConfig, 'selfieCheck'> & { likeness: Pick<AppConfig['likeness'], 'missThreshold'>; uploadWorkers?: number };
  models: ModelsRepository;
  storage: FileStorage;
  credits: CreditsService;
  rulesGate: RulesGate;
  /** Starts a training (the debit and its job) and discards uploads nobody confirmed. */
  confirmation: TrainingConfirmation;
  /** Detects and describes faces when screening runs on the event loop (uploadWorkers 0); workers load their own. */
  detector: FaceDetector;
  /** Replaces the screening (the worker pool by default). */
  screener?: UploadScreener;
  engineName: () => string;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  log: { warn(details: object, message: string): void };
}

/** A word that appears in no language, unique per model: prompts name the person with it. */
function newTriggerWord(): string {
  return `TOK${Array.from({ length: 6 }, () => TRIGGER_ALPHABET[randomInt(TRIGGER_ALPHABET.length)]).join('')}`;
}

/**
 * The training upload (docs/training.md#server-checks): checks the zip and every photo, finds the person
 * the photos show, and stores the normalised photos. When every photo shows that person it creates the
 * model, spends the credits and queues the training in one transaction; otherwise the model waits, unpaid,
 * for "These are all me" or a new upload (docs/likeness.md#one-person-per-model). Nothing is spent and no
 * model exists unless every photo passed. The unzipping, decoding and face checks run in worker threads,
 * so one upload never stalls the other requests.
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
      if (!(await deps.credits.canPayTraining(accountId))) throw insufficientCredits();
      // On the event loop, from the archive's tail alone: a zip of 400,000 entries never reaches a worker.
      checkZipDirectory(input.file.data);
      const screening = await screener.screen(input.file.data, {
        zipLimits: ZIP_LIMITS, selfie: deps.config.selfieCheck, lookAlikeThreshold: deps.config.likeness.missThreshold,
      });
      if (!screening.ok) throw new PhotoQualityError(screening.issues);

      const { outliers, reference } = screening.lookAlike;
      const onePerson = outliers.length === 0;
      const earlierWaiting = await deps.models.awaitingOf(accountId);
      const publicId = randomUUID();
      const folder = `models/${publicId}`;
      const { keys, mainKey } = await storePhotos(folder, screening.photos, screening.mainImage);
      try {
        await deps.transaction(async (trx) => {
          // The account first (the one lock order): the new model's row would otherwise hold a share of the
          // account's lock that the training's debit then has to upgrade, against a confirmation holding it.
          await deps.credits.lockAccount(accountId, trx);
          const model = await deps.models.create({
            publicId, accountId, name: input.modelName, modelClass: input.modelClass,
            characteristics: [...new Set(splitCharacteristics(input.modelCharacteristics))].join(','),
            triggerWord: newTriggerWord(), engine: deps.engineName(), mainImageKey: mainKey,
            faceReference: reference, lookAlikeOutliers: outliers, status: onePerson ? 'starting' : 'awaiting-confirmation',
          }, screening.photos.map((photo, i) => ({ position: photo.position, storageKey: keys[i] as string, width: photo.width, height: photo.height })), trx);
          if (onePerson) await deps.confirmation.startTraining(accountId, model, trx);
        });
      } catch (error) {
        await Promise.all([...keys, mainKey].map((key) => deps.storage.delete(key).catch(() => undefined)));
        throw error;
      }
      // A new upload replaces the photos that waited for confirmation (the expiry sweep retries a failure).
      for (const id of earlierWaiting) {
        await deps.confirmation.discard(accountId, id).catch((error: unknown) => deps.log.warn({ err: error, modelId: id }, 'could not discard an upload awaiting confirmation'));
      }
      return onePerson ? { status: 'success', modelId: publicId } : { status: 'needs-confirmation', modelId: publicId, lookAlikeOutliers: outliers };
    },
  };
}
export type UploadService = ReturnType<typeof createUploadService>;
