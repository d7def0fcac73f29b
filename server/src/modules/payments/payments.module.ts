import { cancelSubscriptionCall, createCheckoutSessionCall, packagesCall, photoPackCheckoutCall } from 'api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Container } from '../../container.js';
import { registerCall } from '../../http/contract-route.js';

/** The API's own origin as the browser reached it: the local test checkout page is served there. */
const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Pricing calls: the catalogue, checkouts (bundles, plans, photo packs) and cancellation. */
export function paymentsModule(app: FastifyInstance, container: Container): void {
  const { catalogueService, checkoutService, subscriptionService } = container.payments;
  registerCall(app, packagesCall, async (_input, { account }) => ({ status: 'success' as const, packages: await catalogueService.packages(account?.id ?? null) }));
  registerCall(app, createCheckoutSessionCall, (input, { account, request }) =>
    checkoutService.createCheckoutSession(account!, input, apiOrigin(request)));
  registerCall(app, photoPackCheckoutCall, (input, { account, request }) =>
    checkoutService.photoPackCheckout(account!, input, apiOrigin(request)));
  registerCall(app, cancelSubscriptionCall, (_input, { account }) => subscriptionService.cancel(account!.id));
}
