import { deleteAccountCall, deleteModelCall, exportDataCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container.js';
import { registerCall } from '../../http/contract-route.js';
import { clearSessionCookie } from '../auth/session-cookie.js';

/** The privacy calls (docs/privacy.md): delete a model, export my data, delete my account. */
export function privacyModule(app: FastifyInstance, container: Container): void {
  const { modelDeletionService, accountDeletionService, dataExportService } = container.privacy;
  registerCall(app, deleteModelCall, async (input, { account }) => {
    await modelDeletionService.request(account!.id, input.modelId, input.deleteImages);
    return { status: 'success' as const };
  });
  registerCall(app, exportDataCall, async (_input, { account }) => ({ status: await dataExportService.request(account!.id) }));
  registerCall(app, deleteAccountCall, async (input, { account, reply }) => {
    const status = await accountDeletionService.request(account!.id, input);
    if (status === 'deleted') clearSessionCookie(reply, container.config);
    return { status };
  });
}
