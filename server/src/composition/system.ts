import type { Logger } from '../kernel/logger.js';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../infra/db/database.js';
import { JobQueue } from '../infra/jobs/job-queue.js';
import { createOperationsFigures } from '../infra/metrics/operations-figures.js';
import { bothFacts } from '../infra/db/session-facts.js';
import { createMailTransport } from '../infra/mail/mail.factory.js';
import { createMailRepository } from '../infra/mail/mail.repository.js';
import { createMailer } from '../infra/mail/mailer.js';
import { createRateLimitRepository } from '../infra/rate-limit/rate-limit.repository.js';
import { createRateLimiter } from '../infra/rate-limit/rate-limiter.js';
import { createFileStorage } from '../infra/storage/storage.factory.js';
import { createAdminComponents } from '../modules/admin/index.js';
import { createAnalyticsComponents } from '../modules/analytics/index.js';
import { createAuthComponents } from '../modules/auth/index.js';
import { createContactComponents } from '../modules/contact/index.js';
import { createCreditsComponents } from '../modules/credits/index.js';
import { createDownloadsComponents } from '../modules/downloads/index.js';
import { createFilesComponents } from '../modules/files/index.js';
import { createGenerationComponents } from '../modules/generation/index.js';
import { createGoogleAuthComponents } from '../modules/google-auth/index.js';
import { createModelPages, createModelsComponents } from '../modules/models/index.js';
import { createOffersComponents } from '../modules/offers/index.js';
import { createPackCatalogueComponents, createPacksComponents } from '../modules/packs/index.js';
import { createPaymentsComponents } from '../modules/payments/index.js';
import { createPreviewsComponents } from '../modules/previews/index.js';
import { createPrivacyComponents } from '../modules/privacy/index.js';
import { createSharesComponents } from '../modules/shares/index.js';
import { createShowcaseComponents } from '../modules/showcase/index.js';
import { createTemplatesComponents } from '../modules/templates/index.js';
import { createTrainingComponents } from '../modules/training/index.js';
import { createUploadsComponents } from '../modules/uploads/index.js';
import type { SystemParts } from './system-parts.js';

/**
 * Builds the system once, in dependency order: infrastructure, then each module from the ones below it
 * (docs/modules.md draws the order). Nothing is bound late and nothing is replaced afterwards: what a test
 * or benchmark wants instead (an engine, a clock, a share host) comes in `parts`.
 *
 * The result is for the entry points only: the routes (composition/routes.ts, which hands each route
 * module the services it uses), the job handlers, the CLI tools and the tests. No module receives it.
 * Names say what they hold: infrastructure at the top (`db`, `queue`, `storage`, `mailer`...), then one
 * object per module under its name, each piece named after its file (`system.packs.packSlotWorker` is
 * `pack-slot.worker.ts`).
 */
export function composeSystem(config: AppConfig, database: Database, log: Logger, parts: SystemParts = {}) {
  const db = database.db;
  const queue = new JobQueue(db, log, config.jobs);
  const mailRepository = createMailRepository(db);
  const mailer = createMailer({
    mail: mailRepository, queue, transport: createMailTransport(config.mail, log), from: config.mail.from,
    support: { email: config.supportEmail, addresses: Object.values(config.supportEmails) },
  });
  const storage = createFileStorage(config);
  const rateLimiter = createRateLimiter({ repository: createRateLimitRepository(db), perMinute: config.rateLimitPerMinute });
  const now = parts.clock;
  // The operator's figures (credits, payments, engines, jobs...): /metrics and the admin system status read them.
  const operationsFigures = createOperationsFigures(db);

  const credits = createCreditsComponents(db);
  const { creditsService } = credits;
  const files = createFilesComponents(config);
  const { fileUrlSigner } = files;
  const shares = createSharesComponents({ config, db, storage, credits: creditsService, now });
  const models = createModelsComponents({ db });
  const training = createTrainingComponents({
    config, db, storage, credits: creditsService, mailer, queue, models: models.modelsRepository, accountFlags: models.accountFlagsRepository,
    engine: parts.trainingEngine,
  });
  const uploads = createUploadsComponents({ config, db, storage, queue, credits: creditsService, models, training, log, now });
  const generation = createGenerationComponents({
    config, db, storage, queue, credits: creditsService, models: models.modelsRepository, rulesGate: models.rulesGate, fileUrlSigner,
    engine: parts.imageEngine, previewEngine: parts.previewEngine, backdrops: parts.backdrops, outfitEngine: parts.outfitEngine, upscaleEngine: parts.upscaleEngine, idPhotoMaker: parts.idPhotoMaker,
    logFailure: (details) => log.warn(details, 'some images of a generation failed and were refunded'),
    // Deleted images stop being shared. The delete itself has happened.
    imagesDeleted: (accountId, fileIds) => shares.imageShareService.endForImages(accountId, fileIds)
      .catch((error: unknown) => log.error({ err: error, accountId }, 'ending the shares of deleted images failed')),
  });
  const packs = createPacksComponents({
    config, db, queue, mailer, credits: creditsService, models: models.modelsRepository, fileUrlSigner, imageMaker: generation.imageMaker,
    paidImages: generation.paidImages,
  });
  const templates = createTemplatesComponents({
    config, db, storage, fileUrlSigner, models: models.modelsRepository, packs: packs.packsRepository, images: generation.imagesRepository,
    generation: generation.generationService, engineFor: (accountId) => generation.imageMaker.engineFor(accountId),
    promptWriter: parts.promptWriter,
    log: (details) => log.warn(details, 'some template images could not be generated'),
  });
  const payments = createPaymentsComponents({
    config, db, credits: creditsService, queue, mailer, log, packs: { sales: packs.packSales, purchases: packs.packPurchasesService },
  });
  const showcase = createShowcaseComponents({ db, storage, basePath: config.basePath, signFileUrl: (key) => fileUrlSigner.sign(key) });
  const packCatalogue = createPackCatalogueComponents({
    db, packs, basePath: config.basePath,
    isSubscriber: (accountId) => payments.subscriptionService.isSubscriber(accountId),
    sampleImages: (packIds) => templates.packSamples(packIds),
    showcasePhotos: (packIds) => showcase.showcaseService.packCardPhotos(packIds),
  });
  const modelPages = createModelPages({
    models, fileUrlSigner, balance: (accountId) => creditsService.balance(accountId),
    includedTrainings: (accountId) => creditsService.includedTrainings(accountId),
    images: generation.imagesService, pendingPackPurchaseId: (accountId) => packs.packPurchasesService.pendingId(accountId),
    trainingMinutes: config.training.expectedMinutes,
  });
  const auth = createAuthComponents({
    config, db, mailer, rateLimiter,
    accountFacts: bothFacts(payments.shownSubscriptionFacts, credits.includedTrainingsFacts, (subscription, trainingsIncluded) => ({ subscription, trainingsIncluded })),
  });
  const googleAuth = createGoogleAuthComponents({ config, db, rateLimiter, auth });
  const offers = createOffersComponents({
    config, db, storage, credits: creditsService, fileUrlSigner, rateLimiter, now, shareHost: parts.shareHost, redditPosts: parts.redditPosts,
    log: (details, message) => log.warn(details, message),
  });
  const downloads = createDownloadsComponents({
    config, storage,
    sources: {
      pack: (accountId, generationId) => packs.packGenerationService.photos(accountId, generationId),
      images: (accountId, fileIds) => generation.imagesService.ownedFiles(accountId, fileIds),
    },
  });
  const previews = createPreviewsComponents({
    config, db, storage, queue, rateLimiter, fileUrlSigner, selfieScreener: uploads.selfieScreener, now,
    engineFor: (accountId) => generation.previewEngineFor(accountId),
    log: { warn: (details, message) => log.warn(details, message) },
  });
  const privacy = createPrivacyComponents({
    config, db, storage, queue, mailer, rateLimiter, fileUrlSigner, trainingEngine: training.trainingEngine, credits: creditsService,
    // What a deleted account leaves in other modules, deleted by the account.delete job.
    accountContent: [(accountId) => previews.previewRetention.purgeAccount(accountId)],
    // Recorded in the deletion's transaction, while the address is known: one free preview per person.
    accountDeleted: [(account, trx) => previews.previewAddresses.accountDeleted(account, trx)],
  });
  const analytics = createAnalyticsComponents(db);
  const contact = createContactComponents({ config, db, mailer, rateLimiter });
  const admin = createAdminComponents({
    db,
    credits: creditsService,
    generations: generation.generationActivity,
    trainings: { lastTrainingTime: () => models.modelsRepository.lastTrainingTime() },
    previews: { perDay: (days) => previews.previewsPerDay(days) },
    operations: operationsFigures,
    resetHooks: [
      (accountId, trx) => payments.subscriptionService.resetAccount(accountId, trx),
      packs.packPurchasesService.resetAccount,
      offers.offersService.resetAccount,
    ],
  });

  return {
    config, database, db, log, queue, storage, rateLimiter, mailRepository, mailer, operationsFigures,
    credits, files, shares, models, modelPages, training, uploads, generation, packs, templates, payments, packCatalogue,
    auth, googleAuth, offers, downloads, previews, privacy, analytics, contact, admin, showcase,
  };
}
export type System = ReturnType<typeof composeSystem>;
