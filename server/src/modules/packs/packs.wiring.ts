import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CreditsService } from '../credits/index.js';
import type { FileUrlSigner } from '../files/index.js';
import type { ImageMaker, PaidImages } from '../generation/index.js';
import type { ModelsRepository } from '../models/index.js';
import { createGenerationWaiter } from './generation-waiter.js';
import { createPackAdminRepository } from './pack-admin.repository.js';
import { createPackAdminService } from './pack-admin.service.js';
import { createPackCatalogue, type PackCatalogueDeps } from './pack-catalogue.service.js';
import { createPackGenerationService } from './pack-generation.service.js';
import { createPackGenerationsRepository } from './pack-generations.repository.js';
import { createPackPurchasesRepository } from './pack-purchases.repository.js';
import { createPackPurchasesService } from './pack-purchases.service.js';
import { createPackReadyMailer } from './pack-ready-mailer.js';
import { createPackSales } from './pack-sales.js';
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
  imageMaker: ImageMaker;
  paidImages: PaidImages;
}

/** Packs for sale, pack purchases and pack generation. */
export function createPacksComponents(deps: PacksWiringDeps) {
  const { db } = deps;
  const transaction = createTransaction(db);
  const packs = createPacksRepository(db);
  const purchases = createPackPurchasesRepository(db);
  const generations = createPackGenerationsRepository(db);
  const waiter = createGenerationWaiter({ readStatus: (id) => generations.status(id) });
  return {
    packsRepository: packs,
    /** What payments sells: a pack by its reference. */
    packSales: createPackSales(packs),
    packPurchasesService: createPackPurchasesService({ purchases, hasUsableModel: (accountId) => deps.models.hasSucceeded(accountId) }),
    packGenerationService: createPackGenerationService({
      packs, purchases, generations, waiter, transaction, models: deps.models, paidImages: deps.paidImages, queue: deps.queue,
      fileUrls: deps.fileUrlSigner, waitMs: deps.config.packWaitMs,
    }),
    packSlotWorker: createPackSlotWorker({ generations, waiter, queue: deps.queue, paidImages: deps.paidImages, imageMaker: deps.imageMaker }),
    packReadyMailer: createPackReadyMailer({ generations, mailer: deps.mailer, config: deps.config }),
  };
}
export type PacksComponents = ReturnType<typeof createPacksComponents>;

/**
 * The catalogue pages (photo-packs and the admin's pack list): built once the modules whose facts they
 * show exist (who subscribes: payments; each pack's sample images: templates), so nothing is bound late.
 */
export function createPackCatalogueComponents(deps: { db: Db } & Omit<PackCatalogueDeps, 'packs'> & { packs: PacksComponents }) {
  const packCatalogueService = createPackCatalogue({
    packs: deps.packs.packsRepository, basePath: deps.basePath, isSubscriber: deps.isSubscriber, sampleImages: deps.sampleImages,
    showcasePhotos: deps.showcasePhotos,
  });
  return {
    packCatalogueService,
    packAdminService: createPackAdminService({ packs: createPackAdminRepository(deps.db), present: packCatalogueService.present }),
  };
}
export type PackCatalogueComponents = ReturnType<typeof createPackCatalogueComponents>;
