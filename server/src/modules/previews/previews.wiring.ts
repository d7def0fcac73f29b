import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { FileUrlSigner } from '../files/index.js';
import type { PreviewEngine } from '../generation/index.js';
import type { SelfieScreener } from '../uploads/index.js';
import { addressHasher, createPreviewAddresses } from './preview-addresses.js';
import { createPreviewRetention } from './preview-retention.js';
import { createPreviewService } from './preview.service.js';
import { createPreviewWorker } from './preview.worker.js';
import { createPreviewsRepository } from './previews.repository.js';

export interface PreviewsWiringDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
  rateLimiter: RateLimiter;
  fileUrlSigner: FileUrlSigner;
  /** The training upload's photo checks, in its worker threads (the uploads module's). */
  selfieScreener: SelfieScreener;
  /** The preview engine for an account (the generation module's: mock while an admin's mock mode is on). */
  engineFor: (accountId: number) => Promise<PreviewEngine>;
  /** The clock of the daily budget and the retention (tests move it). */
  now?: () => Date;
  log: { warn(details: object, message: string): void };
}

const DAY_MS = 86_400_000;

/** The free preview (docs/previews.md), wired once by the container. */
export function createPreviewsComponents(deps: PreviewsWiringDeps) {
  const { config } = deps;
  const repository = createPreviewsRepository(deps.db);
  const transaction = createTransaction(deps.db);
  const now = deps.now ?? (() => new Date());
  const previewWorker = createPreviewWorker({ repository, storage: deps.storage, transaction, engineFor: deps.engineFor, now, log: deps.log });
  const previewAddresses = createPreviewAddresses({
    repository, hash: addressHasher(config.previews.addressSecret), reuseDays: config.privacy.previewReuseDays, now, log: deps.log,
  });
  return {
    previewService: createPreviewService({
      repository, storage: deps.storage, screener: deps.selfieScreener, selfieLimits: config.selfieCheck,
      lookAlikeThreshold: config.likeness.missThreshold, addresses: previewAddresses, rateLimiter: deps.rateLimiter,
      queue: deps.queue, transaction, fileUrls: deps.fileUrlSigner, engineFor: deps.engineFor,
      dailyLimit: config.previews.dailyLimit, retentionHours: config.previews.retentionHours, now,
    }),
    /** One preview per person: the account deletion's part (in its transaction) and the sweep's (PREVIEW_REUSE_DAYS). */
    previewAddresses,
    /** The `preview.make` job. */
    previewWorker,
    /** The sweep's part (files past PREVIEW_RETENTION_HOURS, previews whose job was lost) and the account deletion's. */
    previewRetention: createPreviewRetention({
      repository, storage: deps.storage, transaction, retentionHours: config.previews.retentionHours,
      staleAfterMs: (config.engine.imageDeadlineSeconds + 600) * 1000, settle: previewWorker.settle, now,
      addresses: previewAddresses,
    }),
    /** What the admin's system status shows: previews per UTC day over the last `days` days, newest first. */
    previewsPerDay(days: number) {
      const at = now();
      const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
      return repository.perDay(new Date(today - (days - 1) * DAY_MS));
    },
  };
}
export type PreviewsComponents = ReturnType<typeof createPreviewsComponents>;
