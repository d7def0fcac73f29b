import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { createOneTimeCodeRepository } from '../auth/index.js';
import type { FileUrlSigner } from '../files/index.js';
import type { TrainingEngine } from '../training/index.js';
import { createAccountDeletionService } from './account-deletion.service.js';
import { createDataExportService } from './data-export.service.js';
import { createModelDeletionService } from './model-deletion.service.js';
import { createPrivacyRepository } from './privacy.repository.js';
import { createSelfieRetention } from './selfie-retention.js';
import type { CreditsService } from '../credits/index.js';

export interface PrivacyWiringDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  fileUrlSigner: FileUrlSigner;
  /** The training engine in use now (bound late: tests swap it). */
  trainingEngine: TrainingEngine;
  credits: Pick<CreditsService, 'lockAccount'>;
  /** What other modules delete of a deleted account in its account.delete job (the free preview's files); each idempotent. */
  accountContent?: Array<(accountId: number) => Promise<void>>;
  /** What other modules record in the account deletion's transaction, with the address (the free preview's hash of it). */
  accountDeleted?: Array<(account: { id: number; email: string }, trx: Db) => Promise<void>>;
}

/** Deleting models and accounts, selfie retention and data exports (docs/privacy.md), wired once by the container. */
export function createPrivacyComponents(deps: PrivacyWiringDeps) {
  const { config, db, storage, queue, mailer } = deps;
  const repository = createPrivacyRepository(db);
  const transaction = createTransaction(db);
  const modelDeletionService = createModelDeletionService({ repository, storage, queue, transaction, engine: deps.trainingEngine });
  return {
    privacyRepository: repository,
    modelDeletionService,
    accountDeletionService: createAccountDeletionService({
      repository, credits: deps.credits, codes: createOneTimeCodeRepository(db), modelDeletion: modelDeletionService, storage, queue, mailer,
      rateLimiter: deps.rateLimiter, transaction, paymentProvider: config.payments.driver, otherContent: deps.accountContent ?? [],
      onDeletion: deps.accountDeleted ?? [],
    }),
    dataExportService: createDataExportService({
      repository, storage, queue, mailer, transaction, fileUrlSigner: deps.fileUrlSigner,
      publicUrl: config.publicUrl, linkHours: config.privacy.exportLinkHours,
    }),
    selfieRetention: createSelfieRetention({ repository, storage, retentionDays: config.privacy.selfieRetentionDays }),
  };
}
export type PrivacyComponents = ReturnType<typeof createPrivacyComponents>;
