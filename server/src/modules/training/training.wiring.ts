import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { CreditsService } from '../credits/index.js';
import type { AccountFlagsRepository } from '../models/index.js';
import type { ModelsRepository } from '../models/index.js';
import { createCogTrainingRepository } from './engines/cog-training.repository.js';
import { createTrainingEngine } from './engines/training-engine.factory.js';
import type { TrainingEngine } from './engines/training-engine.js';
import { meteredTrainingEngine } from './engines/metered-training.engine.js';
import { createTrainingService } from './training.service.js';
import { createTrainingWebhookRepository } from './webhooks/training-webhook.repository.js';
import { createTrainingWebhookService } from './webhooks/training-webhook.service.js';

export interface TrainingWiringDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  credits: CreditsService;
  mailer: Mailer;
  queue: JobQueue;
  models: ModelsRepository;
  accountFlags: AccountFlagsRepository;
  /** The engine to train with instead of the configured one (tests and benchmarks). */
  engine?: TrainingEngine;
}

/** The training lifecycle, its engine and its webhooks, wired once by the container. */
export function createTrainingComponents(deps: TrainingWiringDeps) {
  const { config, db, queue } = deps;
  const engine = meteredTrainingEngine(deps.engine ?? createTrainingEngine(config, { db }));
  return {
    trainingService: createTrainingService({
      config, models: deps.models, storage: deps.storage, credits: deps.credits, mailer: deps.mailer, queue,
      engine, transaction: createTransaction(db), emailOf: (accountId, trx) => deps.accountFlags.emailOf(accountId, trx),
    }),
    trainingWebhookService: createTrainingWebhookService({
      models: createTrainingWebhookRepository(db), cogTrainings: createCogTrainingRepository(db), queue,
    }),
    /** The upload records its name on each new model; deleting a model cancels its training and deletes its weights through it. */
    trainingEngine: engine,
  };
}
export type TrainingComponents = ReturnType<typeof createTrainingComponents>;
