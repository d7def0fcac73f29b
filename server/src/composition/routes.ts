import type { FastifyInstance } from 'fastify';
import type { RemotesMap } from '../config/remotes-map.js';
import { adminRoutes } from '../modules/admin/index.js';
import { analyticsRoutes } from '../modules/analytics/index.js';
import { authRoutes } from '../modules/auth/index.js';
import { contactRoutes } from '../modules/contact/index.js';
import { downloadsRoutes } from '../modules/downloads/index.js';
import { filesRoutes } from '../modules/files/index.js';
import { generationRoutes, idPhotosRoutes, imageEditsRoutes } from '../modules/generation/index.js';
import { googleAuthRoutes } from '../modules/google-auth/index.js';
import { metricsRoutes } from '../modules/metrics/index.js';
import { modelsRoutes } from '../modules/models/index.js';
import { offersRoutes } from '../modules/offers/index.js';
import { packsRoutes } from '../modules/packs/index.js';
import { paymentsRoutes, stripeWebhookRoutes, testCheckoutRoutes } from '../modules/payments/index.js';
import { previewsRoutes } from '../modules/previews/index.js';
import { privacyRoutes } from '../modules/privacy/index.js';
import { sharesRoutes } from '../modules/shares/index.js';
import { showcaseRoutes } from '../modules/showcase/index.js';
import { siteRoutes } from '../modules/site/index.js';
import { templatesRoutes } from '../modules/templates/index.js';
import { cogWebhookRoutes, replicateWebhookRoutes } from '../modules/training/index.js';
import { uploadsRoutes } from '../modules/uploads/index.js';
import type { System } from './system.js';

/**
 * Every route, each module's registered with the services it uses and nothing else. docs/api-map.md
 * lists which file answers each URL. The site's routes come last: its not-found handler serves the pages.
 */
export async function registerRoutes(app: FastifyInstance, system: System, remotesMap: RemotesMap): Promise<void> {
  const { config, storage } = system;
  authRoutes(app, { config, auth: system.auth });
  googleAuthRoutes(app, { config, ...system.googleAuth });
  adminRoutes(app, system.admin);
  if (config.metrics.enabled) metricsRoutes(app, { token: config.metrics.token, operationsFigures: system.operationsFigures });
  analyticsRoutes(app, system.analytics);
  await replicateWebhookRoutes(app, { config, ...system.training });
  cogWebhookRoutes(app, { config, ...system.training });
  modelsRoutes(app, { ...system.modelPages, sessionLookupWith: system.auth.sessionLookupWith, includedTrainingsFacts: system.credits.includedTrainingsFacts });
  generationRoutes(app, system.generation);
  await imageEditsRoutes(app, system.generation);
  await idPhotosRoutes(app, system.generation);
  await uploadsRoutes(app, { config, ...system.uploads, wakeJobs: () => system.queue.wake() });
  filesRoutes(app, {
    config, storage, fileUrlSigner: system.files.fileUrlSigner,
    imageFileUrl: (accountId, fileId) => system.generation.imagesService.fileUrl(accountId, fileId),
  });
  paymentsRoutes(app, system.payments);
  await stripeWebhookRoutes(app, system.payments);
  await testCheckoutRoutes(app, system.payments);
  contactRoutes(app, system.contact);
  packsRoutes(app, { ...system.packs, ...system.packCatalogue });
  downloadsRoutes(app, system.downloads);
  templatesRoutes(app, system.templates);
  offersRoutes(app, { ...system.offers, storage });
  await previewsRoutes(app, { config, previewService: system.previews.previewService, wakeJobs: () => system.queue.wake() });
  privacyRoutes(app, { config, ...system.privacy });
  sharesRoutes(app, { ...system.shares, storage });
  await showcaseRoutes(app, system.showcase);
  const { showcaseService } = system.showcase;
  await siteRoutes(app, {
    config, database: system.database, mailRepository: system.mailRepository, remotesMap,
    showcase: { current: () => showcaseService.publicShowcase(), onChange: (listener) => showcaseService.onChange(listener) },
  });
}
