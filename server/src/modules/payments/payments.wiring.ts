import type { FastifyBaseLogger as Logger } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { CreditsService } from '../credits/credits.service.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { createCatalogueService } from './catalogue.service.js';
import { createCheckoutService } from './checkout.service.js';
import { createFulfilmentService } from './fulfilment.service.js';
import type { PackPorts } from './pack-ports.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentProvider, isStripeProvider } from './providers/payment-provider.factory.js';
import { createStripeEventsRepository } from './stripe-events.repository.js';
import { createStripeWebhookService } from './stripe-webhook.service.js';
import { createSubscriptionService } from './subscription.service.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

export interface PaymentsWiringDeps {
  config: AppConfig;
  db: Db;
  credits: CreditsService;
  queue: JobQueue;
  log: Logger;
  /** The packs module's catalogue and purchases, looked up when a pack is bought (it is wired after us). */
  packs: () => PackPorts;
}

/** Catalogue, checkout, fulfilment, subscriptions and Stripe webhooks, wired once by the container. */
export function createPaymentsComponents(deps: PaymentsWiringDeps) {
  const { db } = deps;
  const transaction = <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work);
  const provider = createPaymentProvider(deps.config);
  const catalogueRepository = createCatalogueRepository(db);
  const payments = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const fulfilment = createFulfilmentService({ transaction, payments, subscriptions, credits: deps.credits, queue: deps.queue, packs: deps.packs });
  const subscription = createSubscriptionService({
    transaction, subscriptions, payments, catalogue: catalogueRepository, credits: deps.credits, provider, fulfilment, queue: deps.queue,
  });
  const checkout = createCheckoutService({
    config: deps.config, catalogue: catalogueRepository, payments, subscriptions, subscription, fulfilment, provider, packs: deps.packs,
  });
  const stripeWebhooks = isStripeProvider(provider)
    ? {
      stripe: provider,
      service: createStripeWebhookService({
        stripe: provider, events: createStripeEventsRepository(db), payments, fulfilment, subscription, log: deps.log,
      }),
    }
    : null;
  return {
    provider,
    catalogue: createCatalogueService({ catalogue: catalogueRepository, subscription }),
    checkout,
    fulfilment,
    subscription,
    stripeWebhooks,
    /** For the packs module's price display: an active subscriber pays 35 % less for a pack. */
    isSubscriber: (accountId: number) => subscription.isSubscriber(accountId),
    /** Operator and test hook: grants the next period of every local subscription due by `now`. */
    renewDueSubscriptions: (now?: Date) => subscription.renewDueSubscriptions(now),
    /** gen-status's userHasPurchased: any fulfilled payment (a pack bought without credits counts). */
    hasPurchased: (accountId: number) => payments.hasFulfilled(accountId),
    /** Admin "Reset All" hook: subscription and purchases go, in the reset's transaction. */
    resetAccount: (accountId: number, trx: Db) => subscription.resetAccount(accountId, trx),
  };
}
export type PaymentsComponents = ReturnType<typeof createPaymentsComponents>;
