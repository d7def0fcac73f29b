import { resetUserCompletelyCall, systemStatusCall, toggleMockModeCall } from 'api-client';
import type { Container } from '../../container.js';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/contract-route.js';

/** Part 2 §7 admin calls; access 'admin' in the contract answers 401 signed out and 403 for non-admins. */
export function adminModule(app: FastifyInstance, container: Container): void {
  registerCall(app, systemStatusCall, () => container.admin.systemStatus());
  registerCall(app, toggleMockModeCall, (_input, { account }) => container.admin.toggleMockMode(account!.id));
  registerCall(app, resetUserCompletelyCall, (_input, { account }) => container.admin.resetUserCompletely(account!.id));
}
