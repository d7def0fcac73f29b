import { resetUserCompletelyCall, systemStatusCall, toggleMockModeCall } from 'api-client';
import type { AdminComponents } from './admin.wiring.js';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route.js';

/** admin-service calls; access 'admin' in the contract answers 401 signed out and 403 for non-admins. */
export function adminRoutes(app: FastifyInstance, { adminService }: Pick<AdminComponents, 'adminService'>): void {
  registerCall(app, systemStatusCall, () => adminService.systemStatus());
  registerCall(app, toggleMockModeCall, (_input, { account }) => adminService.toggleMockMode(account!.id));
  registerCall(app, resetUserCompletelyCall, (_input, { account }) => adminService.resetUserCompletely(account!.id));
}
