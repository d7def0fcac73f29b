import { UPLOAD_CONFIRMATION_HOURS } from 'api-client';
import type { Logger } from '../../kernel/logger.js';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { CreditsService } from '../credits/index.js';
import { sharedFaceDescriber } from '../../infra/photo/face-describer.js';
import type { ModelsComponents } from '../models/index.js';
import type { TrainingComponents } from '../training/index.js';
import { sharedFaceDetector } from '../../infra/photo/face-detector.js';
import { createLookAlikeRepository } from './look-alike.repository.js';
import { createLookAlikeService } from './look-alike.service.js';
import { createTrainingConfirmation } from './training-confirmation.service.js';
import { createUploadService } from './upload.service.js';
import { createInThreadScreener, sharedWorkerScreener, type SelfieScreener } from './upload-workers.js';

/** The uploads module's service, wired once by the container. */
export function createUploadsComponents(deps: {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
  credits: CreditsService;
  models: ModelsComponents;
  training: TrainingComponents;
  log: Logger;
  /** The clock that expires uploads waiting for confirmation (tests move it). */
  now?: () => Date;
}) {
  const transaction = createTransaction(deps.db);
  const trainingConfirmation = createTrainingConfirmation({
    models: deps.models.modelsRepository, credits: deps.credits, storage: deps.storage, queue: deps.queue,
    rulesGate: deps.models.rulesGate, transaction, waitHours: UPLOAD_CONFIRMATION_HOURS, now: deps.now,
  });
  const { uploadWorkers } = deps.config;
  // The upload's worker threads screen a preview's selfies too: one pool, one face model per thread.
  const selfieScreener: SelfieScreener = uploadWorkers === 0 ? createInThreadScreener(sharedFaceDetector()) : sharedWorkerScreener(uploadWorkers);
  return {
    /** The training photos' checks for loose selfies (the free preview), off the event loop. */
    selfieScreener,
    uploadService: createUploadService({
      config: deps.config,
      models: deps.models.modelsRepository,
      storage: deps.storage,
      credits: deps.credits,
      rulesGate: deps.models.rulesGate,
      confirmation: trainingConfirmation,
      detector: sharedFaceDetector(),
      engineName: () => deps.training.trainingEngine.name,
      transaction,
      log: deps.log,
    }),
    /** "These are all me", and the expiry of uploads nobody confirmed (docs/likeness.md#one-person-per-model). */
    trainingConfirmation,
    /** The look-alike check of uploads accepted before the upload made it itself (migration 0025): their queued jobs. */
    lookAlikeService: createLookAlikeService({
      repository: createLookAlikeRepository(deps.db),
      storage: deps.storage,
      describer: sharedFaceDescriber,
      queue: deps.queue,
      transaction,
      threshold: deps.config.likeness.missThreshold,
      log: deps.log,
    }),
  };
}
export type UploadsComponents = ReturnType<typeof createUploadsComponents>;
