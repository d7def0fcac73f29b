import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { CreditsService } from '../credits/credits.service.js';
import { createAccountFlagsRepository } from '../models/account-flags.repository.js';
import { createModelsRepository } from '../models/models.repository.js';
import { createModelsService, type ModelImagesSource } from '../models/models.service.js';
import { createOverviewService } from '../models/overview.service.js';
import { createFileUrlSigner } from '../files/file-url-signer.js';
import { sharedFaceDetector, type FaceDetector } from '../uploads/face-detector.js';
import { createUploadService } from '../uploads/upload.service.js';
import { createTrainingEngine } from './engines/training-engine.factory.js';
import type { TrainingEngine } from './engines/training-engine.js';
import { createTrainingService } from './training.service.js';

export interface TrainingWiringDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  credits: CreditsService;
  mailer: Mailer;
  queue: JobQueue;
  detector?: FaceDetector;
  /** What the generation module adds to the models pages: each model's images and the last prompt. */
  generated?: ModelImagesSource & { lastPrompt(accountId: number): Promise<string | null> };
}

/** Models, training uploads, the training lifecycle and signed file links, wired once by the container. */
export function createTrainingComponents(deps: TrainingWiringDeps) {
  const { config, db } = deps;
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  let engine: TrainingEngine = createTrainingEngine(config, { db });
  const models = createModelsRepository(db);
  const accounts = createAccountFlagsRepository(db);
  const fileUrls = createFileUrlSigner({ secret: config.fileUrlSecret, basePath: config.basePath });
  const emailOf = async (accountId: number, trx: Db) =>
    (await trx.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirst())?.email ?? null;
  return {
    models,
    fileUrls,
    /** Replaces the training engine (tests inject failing or scripted engines). */
    useTrainingEngine(next: TrainingEngine) {
      engine = next;
    },
    training: createTrainingService({ ...deps, models, engine: () => engine, transaction, emailOf }),
    uploads: createUploadService({
      ...deps, models, detector: deps.detector ?? sharedFaceDetector(), engineName: () => engine.name, transaction,
    }),
    modelsModule: {
      models: createModelsService({ models, accounts, files: fileUrls, images: deps.generated }),
      overview: createOverviewService({
        models, accounts, balance: (accountId) => deps.credits.balance(accountId), lastPrompt: deps.generated && ((id) => deps.generated!.lastPrompt(id)),
      }),
    },
  };
}
