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
import { createActivitySources } from './modules/admin/activity-sources.js';
import { createAdminRepository } from './modules/admin/admin.repository.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createCreditsService } from './modules/credits/credits.service.js';
import { createAuthComponents } from './modules/auth/auth.wiring.js';
import { createGoogleAuthComponents } from './modules/google-auth/google-auth.wiring.js';
import { createLedgerRepository } from './modules/credits/ledger.repository.js';
import { createTrainingComponents } from './modules/training/training.wiring.js';
import { createAnalyticsComponents } from './modules/analytics/analytics.wiring.js';
import { createGenerationComponents } from './modules/generation/generation.wiring.js';
import { createPaymentsComponents } from './modules/payments/payments.wiring.js';
import { createPacksComponents } from './modules/packs/packs.wiring.js';
import { createContactComponent } from './modules/contact/contact.wiring.js';

/**
 * Wires adapters, repositories and services once; routes, workers, CLI tools and tests all take
 * what they need from here. Modules add their own pieces in `modules/<name>/<name>.module.ts`.
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
  const credits = createCreditsService(createLedgerRepository(db));
  // The models pages show generated images: bound late, since generation needs the models repository.
  const generated = {
    liveByModel: (accountId: number, modelId?: number | null) => generationComponents.generation.images.liveByModel(accountId, modelId),
    lastPrompt: (accountId: number) => generationComponents.generation.gen.lastPrompt(accountId),
  };
  const trainingComponents = createTrainingComponents({ config, db, storage, credits, mailer, queue, generated });
  const generationComponents = createGenerationComponents({
    config, db, storage, credits, models: trainingComponents.models, fileUrls: trainingComponents.fileUrls,
    logFailure: (details) => log.warn(details, 'some images of a generation failed and were refunded'),
  });
  const activity = createActivitySources({
    generations: generationComponents.generation.activity,
    trainings: { lastTrainingTime: () => trainingComponents.models.lastTrainingTime() },
  });
  const payments = createPaymentsComponents({ config, db, credits, queue, log, packs: () => packs });
  const packs = createPacksComponents({
    config, db, queue, credits, models: trainingComponents.models, fileUrls: trainingComponents.fileUrls,
    imageMaker: () => generationComponents.generation.imageMaker, isSubscriber: (accountId) => payments.isSubscriber(accountId),
  });
  const admin = createAdminService({ accounts: createAdminRepository(db), credits, activity, resetHooks: [payments.resetAccount, packs.purchases.resetAccount] });
  const rateLimiter = createRateLimiter({ repository: createRateLimitRepository(db), perMinute: config.rateLimitPerMinute });
  const auth = createAuthComponents({
    config, db, mailer, rateLimiter, balance: (accountId) => credits.balance(accountId), subscription: (accountId) => payments.subscription.current(accountId),
  });
  const googleAuth = createGoogleAuthComponents({ config, db, rateLimiter, auth });
  const analytics = createAnalyticsComponents(db);
  const contact = createContactComponent({ config, db, mailer, rateLimiter });
  return {
    config, database, db, log, queue, mailRepository, mailer, storage, credits, activity, admin, rateLimiter, auth, googleAuth, analytics,
    payments, contact, packs,
    ...trainingComponents,
    ...generationComponents,
  };
}
export type Container = ReturnType<typeof createContainer>;

/** One handler per job name; the type makes a missing one a compile error. */
export function jobHandlers(container: Container): JobHandlers {
  return {
    'mail.deliver': ({ mailId }) => container.mailer.deliver(mailId),
    'training.start': ({ modelId }) => container.training.start(modelId),
    'training.poll': ({ modelId }) => container.training.poll(modelId),
    'pack.slot': ({ slotId }) => container.packs.slots.run(slotId),
    'subscription.renew': async ({ accountId }) => {
      await container.payments.subscription.renewAccount(accountId);
    },
    'subscription.cancel-at-provider': ({ providerSubscriptionId }) => container.payments.subscription.cancelAtProvider(providerSubscriptionId),
  };
}
