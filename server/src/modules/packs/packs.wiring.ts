import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { FileUrlSigner } from '../files/file-url-signer.js';
import type { ImageMaker } from '../generation/image-engine.js';
import type { ModelsRepository } from '../models/models.repository.js';
import { createGenerationWaiter } from './generation-waiter.js';
import { createPackAdminRepository } from './pack-admin.repository.js';
import { createPackAdminService } from './pack-admin.service.js';
import { createPackCatalogue } from './pack-catalogue.service.js';
import { createPackGenerationService } from './pack-generation.service.js';
import { createPackGenerationsRepository } from './pack-generations.repository.js';
import { createPackPurchasesRepository } from './pack-purchases.repository.js';
import { createPackPurchasesService } from './pack-purchases.service.js';
import { createPackReadyMailer } from './pack-ready-mailer.js';
import { createPackSlotWorker } from './pack-slot.worker.js';
import { createPacksRepository } from './packs.repository.js';

export interface PacksWiringDeps {
  config: AppConfig;
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  credits: CreditsService;
  models: ModelsRepository;
  fileUrlSigner: FileUrlSigner;
  imageMaker: () => ImageMaker;
  /** The payments module's answer; nobody is a subscriber without it. */
  isSubscriber?: (accountId: number) => Promise<boolean>;
  /** The templates module's sample images of packs (links); without it packs show their illustrations. */
  sampleImages?: (packIds: number[]) => Promise<Map<number, string[]>>;
}

/** The photo pack catalogue, pack purchases and pack generation, wired once by the container. */
export function createPacksComponents(deps: PacksWiringDeps) {
  const { db } = deps;
  const transaction = createTransaction(db);
  const packs = createPacksRepository(db);
  const purchases = createPackPurchasesRepository(db);
  const generations = createPackGenerationsRepository(db);
  const waiter = createGenerationWaiter({ readStatus: (id) => generations.status(id) });
  const packCatalogueService = createPackCatalogue({
    packs, basePath: deps.config.basePath, isSubscriber: deps.isSubscriber ?? (async () => false), sampleImages: deps.sampleImages,
  });
  return {
    packsRepository: packs,
    packCatalogueService,
    packAdminService: createPackAdminService({ packs: createPackAdminRepository(db), present: packCatalogueService.present }),
    packPurchasesService: createPackPurchasesService({ purchases, hasUsableModel: (accountId) => deps.models.hasSucceeded(accountId) }),
    packGenerationService: createPackGenerationService({
      packs, purchases, generations, waiter, transaction, models: deps.models, credits: deps.credits, queue: deps.queue,
      fileUrls: deps.fileUrlSigner, waitMs: deps.config.packWaitMs,
    }),
    packSlotWorker: createPackSlotWorker({ generations, waiter, transaction, queue: deps.queue, credits: deps.credits, imageMaker: deps.imageMaker }),
    packReadyMailer: createPackReadyMailer({ generations, mailer: deps.mailer, config: deps.config }),
  };
}
export type PacksComponents = ReturnType<typeof createPacksComponents>;
