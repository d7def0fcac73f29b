import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppConfig } from './config/config.js';
import type { Database } from './infra/db/database.js';
import { JobQueue, type JobHandlers } from './infra/jobs/job-queue.js';
import { createMailTransport } from './infra/mail/mail.factory.js';
import { createMailRepository } from './infra/mail/mail.repository.js';
import { createMailer } from './infra/mail/mailer.js';
import { createFileStorage } from './infra/storage/storage.factory.js';
import { createRateLimitRepository } from './infra/rate-limit/rate-limit.repository.js';
import { createRateLimiter } from './infra/rate-limit/rate-limiter.js';
import { createAdminComponents } from './modules/admin/admin.wiring.js';
import { createAnalyticsComponents } from './modules/analytics/analytics.wiring.js';
import { createAuthComponents } from './modules/auth/auth.wiring.js';
import { createContactComponents } from './modules/contact/contact.wiring.js';
import { createCreditsComponents } from './modules/credits/credits.wiring.js';
import { createDownloadsComponents } from './modules/downloads/downloads.wiring.js';
import { createFilesComponents } from './modules/files/files.wiring.js';
import { createGenerationComponents, type GenerationComponents } from './modules/generation/generation.wiring.js';
import { createGoogleAuthComponents } from './modules/google-auth/google-auth.wiring.js';
import { createModelsComponents } from './modules/models/models.wiring.js';
import { createOffersComponents } from './modules/offers/offers.wiring.js';
import type { PackPorts } from './modules/payments/pack-ports.js';
import { createPacksComponents, type PacksComponents } from './modules/packs/packs.wiring.js';
import { createPaymentsComponents } from './modules/payments/payments.wiring.js';
import { createPrivacyComponents } from './modules/privacy/privacy.wiring.js';
import { createSharesComponents } from './modules/shares/shares.wiring.js';
import { createTemplatesComponents, type TemplatesComponents } from './modules/templates/templates.wiring.js';
import { createTrainingComponents } from './modules/training/training.wiring.js';
import { createUploadsComponents } from './modules/uploads/uploads.wiring.js';

/**
 * Wires adapters, repositories and services once; routes, workers, CLI tools and tests all take
 * what they need from here. Names say what they hold:
 * - infrastructure at the top: `config`, `database`, `db`, `log`, `queue`, `storage`, `rateLimiter`,
 *   `mailRepository`, `mailer`;
 * - one object per module, made by its `modules/<module>/<module>.wiring.ts`, under the module's name
 *   (`container.models`, `container.googleAuth`);
 * - inside it each piece is named after its file and role: `container.models.modelsRepository` is
 *   `models.repository.ts`, `container.models.overviewService` is `overview.service.ts`,
 *   `container.packs.packSlotWorker` is `pack-slot.worker.ts`; test hooks are verbs (`useImageEngine`).
 * Routes are registered separately, by `modules/<name>/<name>.module.ts`.
 */
export function createContainer(config: AppConfig, database: Database, log: Logger) {
  const db = database.db;
  const queue = new JobQueue(db, log, config.jobs);
  const mailRepository = createMailRepository(db);
  const mailer = createMailer({
    mail: mailRepository,
    queue,
    transport: createMailTransport(config.mail, log),
    from: config.mail.from,
  });
  const storage = createFileStorage(config);
  const rateLimiter = createRateLimiter({ repository: createRateLimitRepository(db), perMinute: config.rateLimitPerMinute });

  const credits = createCreditsComponents(db);
  const { creditsService } = credits;
  const files = createFilesComponents(config);
  const models = createModelsComponents({
    db, fileUrlSigner: files.fileUrlSigner, balance: (accountId) => creditsService.balance(accountId),
    // The models pages show generated images: bound late, since generation needs the models repository.
    generated: {
      liveByModel: (accountId, modelId) => generation.imagesService.liveByModel(accountId, modelId),
    },
    pendingPackPurchaseId: (accountId) => packs.packPurchasesService.pendingId(accountId),
  });
  const training = createTrainingComponents({
    config, db, storage, credits: creditsService, mailer, queue, models: models.modelsRepository, accountFlags: models.accountFlagsRepository,
  });
  const uploads = createUploadsComponents({ config, db, storage, queue, credits: creditsService, models, training, log });
  const generation: GenerationComponents = createGenerationComponents({
    config, db, storage, queue, credits: creditsService, models: models.modelsRepository, rulesGate: models.rulesGate, fileUrlSigner: files.fileUrlSigner,
    logFailure: (details) => log.warn(details, 'some images of a generation failed and were refunded'),
    // Deleted images stop being shared (bound late: shares are wired below). The delete itself has happened.
    imagesDeleted: (accountId, fileIds) => shares.imageShareService.endForImages(accountId, fileIds)
      .catch((error: unknown) => log.error({ err: error, accountId }, 'ending the shares of deleted images failed')),
  });
  // Payments sells packs and packs price by subscription: each reaches the other through a late-bound port.
  const packPorts = (): PackPorts => ({ catalogue: packs.packCatalogueService, purchases: packs.packPurchasesService });
  const payments = createPaymentsComponents({ config, db, credits: creditsService, queue, mailer, log, packs: packPorts });
  const packs: PacksComponents = createPacksComponents({
    config, db, queue, mailer, credits: creditsService, models: models.modelsRepository, fileUrlSigner: files.fileUrlSigner,
    imageMaker: () => generation.imageMaker, isSubscriber: (accountId) => payments.subscriptionService.isSubscriber(accountId),
    // A pack's samples are its template images: bound late, since templates need the packs repository.
    sampleImages: (packIds) => templates.packSamples(packIds),
  });
  const templates: TemplatesComponents = createTemplatesComponents({
    config, db, storage, fileUrlSigner: files.fileUrlSigner, models: models.modelsRepository, packs: packs.packsRepository,
    generation: generation.generationService, engineFor: (accountId) => generation.imageMaker.engineFor(accountId),
    log: (details) => log.warn(details, 'some template images could not be generated'),
  });
  const offers = createOffersComponents({
    config, db, storage, credits: creditsService, fileUrlSigner: files.fileUrlSigner, rateLimiter,
    log: (details, message) => log.warn(details, message),
  });
  const admin = createAdminComponents({
    db,
    credits: creditsService,
    generations: generation.generationActivity,
    trainings: { lastTrainingTime: () => models.modelsRepository.lastTrainingTime() },
    resetHooks: [
      (accountId, trx) => payments.subscriptionService.resetAccount(accountId, trx),
      packs.packPurchasesService.resetAccount,
      offers.offersService.resetAccount,
    ],
  });
  const auth = createAuthComponents({
    config, db, mailer, rateLimiter,
    subscription: payments.shownSubscriptionFacts,
  });
  const googleAuth = createGoogleAuthComponents({ config, db, rateLimiter, auth });
  const downloads = createDownloadsComponents({
    config, storage,
    sources: {
      pack: (accountId, generationId) => packs.packGenerationService.photos(accountId, generationId),
      images: (accountId, fileIds) => generation.imagesService.ownedFiles(accountId, fileIds),
    },
  });
  const shares = createSharesComponents({ config, db, storage });
  const analytics = createAnalyticsComponents(db);
  const contact = createContactComponents({ config, db, mailer, rateLimiter });
  const privacy = createPrivacyComponents({
    config, db, storage, queue, mailer, rateLimiter, fileUrlSigner: files.fileUrlSigner,
    trainingEngine: () => training.currentTrainingEngine(),
  });

  const modules = { credits, files, models, training, uploads, generation, payments, packs, templates, offers, downloads, admin, auth, googleAuth, analytics, contact, privacy, shares };
  return {
    config, database, db, log, queue, storage, rateLimiter, mailRepository, mailer,
    ...modules,
  };
}
export type Container = ReturnType<typeof createContainer>;

/** One handler per job name; the type makes a missing one a compile error. */
export function jobHandlers(container: Container): JobHandlers {
  const { trainingService } = container.training;
  const { subscriptionService } = container.payments;
  return {
    'mail.deliver': ({ mailId }) => container.mailer.deliver(mailId),
    'model.look-alike': ({ modelId }) => container.uploads.lookAlikeService.check(modelId),
    'training.start': ({ modelId }) => trainingService.start(modelId),
    'training.poll': ({ modelId }) => trainingService.poll(modelId),
    'pack.slot': ({ slotId }) => container.packs.packSlotWorker.run(slotId),
    'pack.ready-mail': ({ generationId }) => container.packs.packReadyMailer.send(generationId),
    'image.likeness': ({ imageId }) => container.generation.likenessService.score(imageId),
    'pack.slot-replace': ({ slotId }) => container.packs.packSlotWorker.replace(slotId),
    'subscription.renew': async ({ accountId }) => {
      await subscriptionService.renewAccount(accountId);
    },
    'subscription.cancel-at-provider': ({ providerSubscriptionId }) => subscriptionService.cancelAtProvider(providerSubscriptionId),
    'subscription.refund-duplicate': ({ paymentId, providerSubscriptionId }) =>
      subscriptionService.refundDuplicate(paymentId, providerSubscriptionId),
    'model.delete': ({ deletionId }) => container.privacy.modelDeletionService.run(deletionId),
    'account.delete': ({ accountId }) => container.privacy.accountDeletionService.run(accountId),
    'account.export': ({ exportId }) => container.privacy.dataExportService.build(exportId),
  };
}
