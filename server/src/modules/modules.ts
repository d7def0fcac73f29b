import type { FastifyInstance } from 'fastify';
import type { Container } from '../container.js';
import { adminModule } from './admin/admin.module.js';
import { analyticsModule } from './analytics/analytics.module.js';
import { authModule } from './auth/auth.module.js';
import { googleAuthModule } from './google-auth/google-auth.module.js';
import { filesModule } from './files/files.module.js';
import { modelsModule } from './models/models.module.js';
import { uploadsModule } from './uploads/uploads.module.js';
import { cogWebhookModule } from './training/webhooks/cog-webhook.module.js';
import { replicateWebhookModule } from './training/webhooks/replicate-webhook.module.js';

/** Every domain module's routes, in one list: a module is `(app, container) => register its calls`. */
export type ModuleRegistration = (app: FastifyInstance, container: Container) => Promise<void> | void;

export const MODULES: ModuleRegistration[] = [authModule, googleAuthModule, adminModule, analyticsModule, replicateWebhookModule, cogWebhookModule, modelsModule, uploadsModule, filesModule];
