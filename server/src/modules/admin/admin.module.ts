import { resetUserCompletelyCall, systemStatusCall, toggleMockModeCall } from 'api-client';
import type { Container } from '../../container.js';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route.js';

/** admin-service calls; access 'admin' in the contract answers 401 signed out and 403 for non-admins. */
export function adminModule(app: FastifyInstance, container: Container): void {
  registerCall(app, systemStatusCall, () => container.admin.adminService.systemStatus());
  registerCall(app, toggleMockModeCall, (_input, { account }) => container.admin.adminService.toggleMockMode(account!.id));
  registerCall(app, resetUserCompletelyCall, (_input, { account }) => container.admin.adminService.resetUserCompletely(account!.id));
}
