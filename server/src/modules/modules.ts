import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';
import { adminModule } from './admin/admin.module.js';
import { analyticsModule } from './analytics/analytics.module.js';
import { downloadsModule } from './downloads/downloads.module.js';
import { authModule } from './auth/auth.module.js';
import { googleAuthModule } from './google-auth/google-auth.module.js';
import { filesModule } from './files/files.module.js';
import { generationModule } from './generation/generation.module.js';
import { imageEditsModule } from './generation/image-edits.module.js';
import { modelsModule } from './models/models.module.js';
import { offersModule } from './offers/offers.module.js';
import { packsModule } from './packs/packs.module.js';
import { uploadsModule } from './uploads/uploads.module.js';
import { contactModule } from './contact/contact.module.js';
import { templatesModule } from './templates/templates.module.js';
import { paymentsModule } from './payments/payments.module.js';
import { privacyModule } from './privacy/privacy.module.js';
import { sharesModule } from './shares/shares.module.js';
import { stripeWebhookModule } from './payments/stripe-webhook.module.js';
import { testCheckoutModule } from './payments/test-checkout.module.js';
import { cogWebhookModule } from './training/webhooks/cog-webhook.module.js';
import { replicateWebhookModule } from './training/webhooks/replicate-webhook.module.js';

/** Every domain module's routes, in one list: a module is `(app, container) => register its calls`. */
export type ModuleRegistration = (app: FastifyInstance, container: Container) => Promise<void> | void;

export const MODULES: ModuleRegistration[] = [authModule, googleAuthModule, adminModule, analyticsModule, replicateWebhookModule, cogWebhookModule, modelsModule, generationModule, imageEditsModule, uploadsModule, filesModule,
  paymentsModule, stripeWebhookModule, testCheckoutModule, contactModule, packsModule, downloadsModule, templatesModule, offersModule, privacyModule, sharesModule];
