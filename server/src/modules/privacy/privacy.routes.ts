import { deleteAccountCall, deleteModelCall, exportDataCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { PrivacyComponents } from './privacy.wiring.js';
import { registerCall } from '../../http/contract-route.js';
import { clearSessionCookie } from '../auth/index.js';

/** The privacy calls (docs/privacy.md): delete a model, export my data, delete my account. */
export function privacyRoutes(app: FastifyInstance, deps: { config: AppConfig } & Pick<PrivacyComponents, 'modelDeletionService' | 'accountDeletionService' | 'dataExportService'>): void {
  const { modelDeletionService, accountDeletionService, dataExportService } = deps;
  registerCall(app, deleteModelCall, async (input, { account }) => {
    await modelDeletionService.request(account!.id, input.modelId, input.deleteImages);
    return { status: 'success' as const };
  });
  registerCall(app, exportDataCall, async (_input, { account }) => ({ status: await dataExportService.request(account!.id) }));
  registerCall(app, deleteAccountCall, async (input, { account, reply }) => {
    const status = await accountDeletionService.request(account!.id, input);
    if (status === 'deleted') clearSessionCookie(reply, deps.config);
    return { status };
  });
}
