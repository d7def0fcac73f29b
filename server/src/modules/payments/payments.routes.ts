import { cancelSubscriptionCall, createCheckoutSessionCall, creditHistoryCall, creditHistoryCsvCall, packagesCall, photoPackCheckoutCall } from 'api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentsComponents } from './payments.wiring.js';
import { registerCall } from '../../http/contract-route.js';

/** The API's own origin as the browser reached it: the local test checkout page is served there. */
const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Pricing calls: the catalogue, checkouts (bundles, plans, photo packs), cancellation and the purchase history. */
export function paymentsRoutes(
  app: FastifyInstance,
  deps: Pick<PaymentsComponents, 'catalogueService' | 'checkoutService' | 'subscriptionService' | 'creditHistoryService'>,
): void {
  const { catalogueService, checkoutService, subscriptionService, creditHistoryService } = deps;
  registerCall(app, packagesCall, async (_input, { account }) => ({ status: 'success' as const, packages: await catalogueService.packages(account?.id ?? null) }));
  registerCall(app, createCheckoutSessionCall, (input, { account, request }) =>
    checkoutService.createCheckoutSession(account!, input, apiOrigin(request)));
  registerCall(app, photoPackCheckoutCall, (input, { account, request }) =>
    checkoutService.photoPackCheckout(account!, input, apiOrigin(request)));
  registerCall(app, cancelSubscriptionCall, (_input, { account }) => subscriptionService.cancel(account!.id));
  // Only the caller's own entries: the account comes from the session, never from the request.
  registerCall(app, creditHistoryCall, (input, { account }) => creditHistoryService.page(account!.id, input.before, account!.creditBalance));
  registerCall(app, creditHistoryCsvCall, async (_input, { account, reply }) => {
    const csv = await creditHistoryService.csv(account!.id);
    // A download named for the day, never kept by a shared cache.
    const day = new Date().toISOString().slice(0, 10);
    await reply.type('text/csv; charset=utf-8').header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="ai-photographer-credits-${day}.csv"`).send(csv);
    return csv;
  });
}
