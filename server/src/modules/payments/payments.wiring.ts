import type { Logger } from '../../kernel/logger.js';
import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { CreditsService } from '../credits/index.js';
import { createCatalogueRepository } from './catalogue.repository.js';
import { createCatalogueService } from './catalogue.service.js';
import { createCheckoutService } from './checkout.service.js';
import { createCreditHistoryRepository } from './credit-history.repository.js';
import { createCreditHistoryService } from './credit-history.service.js';
import { createFulfilmentService } from './fulfilment.service.js';
import type { PackPorts } from './pack-ports.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentProvider, isStripeProvider } from './providers/payment-provider.factory.js';
import { createReceiptsService } from './receipts.service.js';
import { createStripeEventsRepository } from './stripe-events.repository.js';
import { createStripeWebhookService } from './stripe-webhook.service.js';
import { sessionFacts } from '../../infra/db/session-facts.js';
import { createSubscriptionService, shownSubscription } from './subscription.service.js';
import { createSubscriptionsRepository, subscriptionColumns } from './subscriptions.repository.js';

export interface PaymentsWiringDeps {
  config: AppConfig;
  db: Db;
  credits: CreditsService;
  queue: JobQueue;
  /** Receipts are queued in the transaction that settles a payment. */
  mailer: Mailer;
  log: Logger;
  /** The packs module's sales and purchases, used when a pack is bought. */
  packs: PackPorts;
}

/** Catalogue, checkout, fulfilment, subscriptions and Stripe webhooks, wired once by the container. */
export function createPaymentsComponents(deps: PaymentsWiringDeps) {
  const { db } = deps;
  const transaction = createTransaction(db);
  const provider = createPaymentProvider(deps.config);
  const catalogueRepository = createCatalogueRepository(db);
  const payments = createPaymentsRepository(db);
  const subscriptions = createSubscriptionsRepository(db);
  const receipts = createReceiptsService({
    payments, mailer: deps.mailer,
    links: { accountPage: `${deps.config.publicUrl}${deps.config.basePath}/account`, supportEmail: deps.config.supportEmails.payments },
  });
  const fulfilment = createFulfilmentService({
    transaction, payments, subscriptions, catalogue: catalogueRepository, credits: deps.credits, queue: deps.queue, packs: deps.packs, receipts,
  });
  const subscription = createSubscriptionService({
    transaction, subscriptions, payments, catalogue: catalogueRepository, credits: deps.credits, provider, fulfilment, receipts, queue: deps.queue,
  });
  const checkout = createCheckoutService({
    config: deps.config, transaction, catalogue: catalogueRepository, payments, subscriptions, subscription, fulfilment, provider, packs: deps.packs, credits: deps.credits,
  });
  return {
    paymentProvider: provider,
    catalogueService: createCatalogueService({ catalogue: catalogueRepository, subscription }),
    checkoutService: checkout,
    fulfilmentService: fulfilment,
    /** subscription-service/credit-history: the account's purchases and credits. */
    creditHistoryService: createCreditHistoryService({
      history: createCreditHistoryRepository(db), includedTrainings: (accountId) => deps.credits.includedTrainings(accountId),
    }),
    /** Also the other modules' view of subscriptions (isSubscriber, current, resetAccount) and the renewal sweep. */
    subscriptionService: subscription,
    /** account-info's view of the subscription, read with the session (one query for the call). */
    shownSubscriptionFacts: sessionFacts(subscriptionColumns, (row) => shownSubscription(row.subscription)),
    /** Applies verified Stripe events; null unless the payments driver is Stripe. */
    stripeWebhookService: isStripeProvider(provider)
      ? createStripeWebhookService({ stripe: provider, events: createStripeEventsRepository(db), payments, fulfilment, subscription, log: deps.log })
      : null,
  };
}
export type PaymentsComponents = ReturnType<typeof createPaymentsComponents>;
