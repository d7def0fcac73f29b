import { TRAINING_INCLUDED_LABEL, TRAINING_INCLUDED_LINE, type CreateCheckoutSessionRequest, type PhotoPackCheckoutRequest } from 'api-client';
import type { AppConfig } from '../../config/config.js';
import { AppError } from '../../kernel/app-error.js';
import type { PaymentKind } from '../../infra/db/schema.js';
import type { CatalogueRepository, CataloguePackage } from './catalogue.repository.js';
import type { FulfilmentService } from './fulfilment.service.js';
import { packPriceCents } from '../../kernel/money.js';
import type { PackPorts } from './pack-ports.js';
import type { Transaction } from './fulfilment.service.js';
import type { NewPayment, PaymentRow, PaymentsRepository } from './payments.repository.js';
import type { CheckoutMode, CheckoutSession, PaymentProvider } from './providers/payment-provider.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import { isCurrentSubscription, newPaymentId, type SubscriptionService } from './subscription.service.js';
import type { CreditsService } from '../credits/index.js';

export const UNKNOWN_PLAN_MESSAGE = 'Unknown subscription plan.';
export const UNKNOWN_BUNDLE_MESSAGE = 'Unknown credit bundle.';
export const UNKNOWN_PACK_MESSAGE = 'Unknown photo pack.';
export const CHECKOUT_CANCELLED_MESSAGE = 'This checkout was cancelled. Please start a new purchase.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have a subscription. Choose another plan to change it.';
/**
 * Stripe takes a session's `expires_at` only from 30 minutes to 24 hours after it creates the session, on
 * its clock, to the second. Our time is read before the request leaves (a subscription's product lookup
 * goes first, the client may retry), and the two clocks differ a little: both ends keep this margin.
 */
const STRIPE_EXPIRY_MARGIN_MINUTES = 5;
/** How long a subscription checkout takes payment (Stripe's shortest expiry and the margin): it blocks a second one meanwhile. */
const SUBSCRIPTION_CHECKOUT_MINUTES = 30 + STRIPE_EXPIRY_MARGIN_MINUTES;
/** One-time checkouts stay payable for about a day (Stripe's longest, less the margin). */
const CHECKOUT_MINUTES = 24 * 60 - STRIPE_EXPIRY_MARGIN_MINUTES;
export const SUBSCRIPTION_CHECKOUT_OPEN_MESSAGE =
  `You already have a subscription checkout open. Please finish or cancel it, or try again in ${SUBSCRIPTION_CHECKOUT_MINUTES} minutes.`;

/** The purchase-confirmation page's `type` for each kind of payment (an upgrade confirms as a subscription). */
const CONFIRMATION_TYPE: Record<PaymentKind, 'payg' | 'subscription' | 'photo-pack'> = {
  payg: 'payg', subscription: 'subscription', 'plan-upgrade': 'subscription', 'photo-pack': 'photo-pack', renewal: 'subscription',
};

/** Where the browser came from, if it is a path on our site; anything else (other hosts, `//x`) is replaced. */
export function safeReturnPath(path: string | undefined | null): string {
  return path && path.length <= 2048 && /^\/(?![/\\])[^\s\\]*$/.test(path) ? path : '/pricing';
}

export interface CheckoutServiceDeps {
  config: Pick<AppConfig, 'publicUrl' | 'basePath'>;
  transaction: Transaction;
  now?: () => Date;
  catalogue: CatalogueRepository;
  payments: PaymentsRepository;
  subscriptions: SubscriptionsRepository;
  subscription: SubscriptionService;
  fulfilment: FulfilmentService;
  provider: PaymentProvider;
  packs: PackPorts;
  /** The ledger's account lock (the one lock every account-wide rule takes first). */
  credits: Pick<CreditsService, 'lockAccount'>;
}

interface Buyer {
  id: number;
  email: string;
}

interface Item {
  kind: PaymentKind;
  mode: CheckoutMode;
  reference: string;
  title: string;
  amountCents: number;
  credits: number;
  /** Trainings it includes (a starter pack): granted as such, never as credits. */
  trainings?: number;
  packId?: number;
}

/**
 * Opens checkouts for bundles, plans and photo packs, priced from our catalogues (the price the page
 * showed is never trusted), and runs the local test checkout's Pay and Cancel.
 */
export function createCheckoutService(deps: CheckoutServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const siteUrl = (path: string) => `${deps.config.publicUrl}${deps.config.basePath}${path}`;
  const confirmationUrl = (kind: PaymentKind) => siteUrl(`/purchase-confirmation?type=${CONFIRMATION_TYPE[kind]}`);

  /** Records the checkout (in the caller's transaction when given), before the provider hears of it. */
  function newCheckout(buyer: Buyer, item: Item, originatingPagePath: string): NewPayment {
    return {
      id: newPaymentId(), accountId: buyer.id, kind: item.kind, itemReference: item.reference, packId: item.packId ?? null,
      title: item.title, credits: item.credits, trainings: item.trainings ?? 0, amountCents: item.amountCents, provider: deps.provider.name,
      originatingPagePath: safeReturnPath(originatingPagePath),
    };
  }

  async function openAtProvider(buyer: Buyer, item: Item, payment: NewPayment, apiOrigin: string): Promise<CheckoutSession> {
    let session: CheckoutSession;
    try {
      session = await deps.provider.createCheckout({
        paymentId: payment.id, accountId: buyer.id, email: buyer.email, mode: item.mode, title: item.title, amountCents: item.amountCents,
        description: item.trainings ? `${TRAINING_INCLUDED_LABEL}: ${TRAINING_INCLUDED_LINE}` : undefined,
        planReference: item.mode === 'subscription' ? item.reference : undefined,
        customerId: await deps.subscriptions.customerId(buyer.id),
        successUrl: confirmationUrl(item.kind), cancelUrl: siteUrl(payment.originatingPagePath), apiOrigin,
        expiresAt: new Date(now().getTime() + (item.mode === 'subscription' ? SUBSCRIPTION_CHECKOUT_MINUTES : CHECKOUT_MINUTES) * 60_000),
      });
    } catch (error) {
      await deps.payments.cancelPending(payment.id);
      throw error;
    }
    await deps.payments.setProviderSession(payment.id, session.sessionId);
    return session;
  }

  async function open(buyer: Buyer, item: Item, originatingPagePath: string, apiOrigin: string): Promise<CheckoutSession> {
    const payment = newCheckout(buyer, item, originatingPagePath);
    await deps.payments.insert(payment);
    return openAtProvider(buyer, item, payment, apiOrigin);
  }

  /**
   * A plan's checkout. An account holds one live subscription and one open subscription checkout at a
   * time (checked under the account's lock, so concurrent requests take turns): asking again for the
   * same plan resumes the open checkout, another plan waits until it is paid, cancelled or expired.
   */
  async function openSubscription(buyer: Buyer, plan: CataloguePackage, originatingPagePath: string, apiOrigin: string): Promise<CheckoutSession> {
    const item: Item = {
      kind: 'subscription', mode: 'subscription', reference: plan.reference, title: `${plan.title} plan (monthly)`,
      amountCents: plan.priceCents, credits: plan.credits,
    };
    const payment = newCheckout(buyer, item, originatingPagePath);
    const earlier = await deps.transaction(async (trx) => {
      await deps.credits.lockAccount(buyer.id, trx);
      if (isCurrentSubscription(await deps.subscriptions.find(buyer.id, trx))) throw new AppError('already-subscribed', 409, ALREADY_SUBSCRIBED_MESSAGE);
      const open = await deps.payments.openSubscriptionCheckout(buyer.id, new Date(now().getTime() - SUBSCRIPTION_CHECKOUT_MINUTES * 60_000), trx);
      if (!open) await deps.payments.insert(payment, trx);
      return open;
    });
    if (!earlier) return openAtProvider(buyer, item, payment, apiOrigin);
    const url = earlier.item_reference === plan.reference && earlier.provider_session_id
      ? await deps.provider.resumeCheckout(earlier.provider_session_id, apiOrigin)
      : null;
    if (!url || !earlier.provider_session_id) throw new AppError('subscription-checkout-open', 409, SUBSCRIPTION_CHECKOUT_OPEN_MESSAGE);
    return { sessionId: earlier.provider_session_id, url };
  }

  async function subscriptionPlan(reference: string | null | undefined): Promise<CataloguePackage> {
    const plan = reference ? await deps.catalogue.byReference(reference) : undefined;
    if (!plan || plan.type !== 'subscription') throw AppError.badRequest(UNKNOWN_PLAN_MESSAGE, 'subscriptionPlanReference');
    return plan;
  }

  async function paygBundle(request: CreateCheckoutSessionRequest): Promise<CataloguePackage> {
    const bundle = request.credits != null
      ? await deps.catalogue.paygByCredits(request.credits)
      : request.subscriptionPlanReference ? await deps.catalogue.byReference(request.subscriptionPlanReference) : undefined;
    if (!bundle || bundle.type !== 'payg') throw AppError.badRequest(UNKNOWN_BUNDLE_MESSAGE, 'credits');
    return bundle;
  }

  async function localSession(sessionId: string): Promise<PaymentRow> {
    const payment = await deps.payments.findBySession('local', sessionId);
    if (!payment) throw AppError.notFound('This test checkout does not exist.');
    return payment;
  }

  return {
    /** subscription-service/create-checkout-session: a bundle or a plan; a subscriber's plan changes in place. */
    async createCheckoutSession(buyer: Buyer, request: CreateCheckoutSessionRequest, apiOrigin: string): Promise<{ id: string; url: string }> {
      const originatingPagePath = safeReturnPath(request.originatingPagePath);
      if (request.purchaseType === 'subscription') {
        const plan = await subscriptionPlan(request.subscriptionPlanReference);
        // Whatever isUpgrade says, a subscriber never gets a second subscription.
        if (await deps.subscription.current(buyer.id)) {
          const paymentId = await deps.subscription.changePlan(buyer.id, plan, originatingPagePath);
          return { id: paymentId ?? plan.reference, url: confirmationUrl('subscription') };
        }
        const session = await openSubscription(buyer, plan, originatingPagePath, apiOrigin);
        return { id: session.sessionId, url: session.url };
      }
      const bundle = await paygBundle(request);
      const session = await open(buyer, {
        kind: 'payg', mode: 'payment', reference: bundle.reference, title: bundle.title, amountCents: bundle.priceCents, credits: bundle.credits,
      }, originatingPagePath, apiOrigin);
      return { id: session.sessionId, url: session.url };
    },

    /** photo-pack-service/photo-packs/checkout: the packs catalogue's price, 35 % off for subscribers. */
    async photoPackCheckout(buyer: Buyer, request: PhotoPackCheckoutRequest, apiOrigin: string): Promise<{ sessionId: string; url: string }> {
      const pack = await deps.packs.sales.byReference(request.photoPackReference.trim());
      if (!pack) throw AppError.badRequest(UNKNOWN_PACK_MESSAGE, 'photoPackReference');
      const amountCents = packPriceCents(pack.priceCents, await deps.subscription.isSubscriber(buyer.id));
      if (amountCents <= 0) throw AppError.badRequest('This photo pack cannot be bought right now.', 'photoPackReference');
      const session = await open(buyer, {
        kind: 'photo-pack', mode: 'payment', reference: pack.reference, title: `${pack.title} photo pack`, amountCents,
        // The training a starter includes is kept for a training: granted as such, not as credits (issue 37).
        credits: 0, trainings: pack.includesTraining ? 1 : 0, packId: pack.id,
      }, request.originatingPagePath ?? '', apiOrigin);
      return { sessionId: session.sessionId, url: session.url };
    },

    /** The local test checkout page's data. */
    testCheckout: localSession,

    /** The local test checkout's Pay: the local provider's payment event. Returns where to send the browser. */
    async payLocal(sessionId: string): Promise<string> {
      const payment = await localSession(sessionId);
      if (payment.status === 'cancelled') throw AppError.badRequest(CHECKOUT_CANCELLED_MESSAGE);
      await deps.fulfilment.fulfil(payment.id);
      return confirmationUrl(payment.kind);
    },

    /** The local test checkout's Cancel: nothing is bought; back to the page the purchase started on. */
    async cancelLocal(sessionId: string): Promise<string> {
      const payment = await localSession(sessionId);
      await deps.payments.cancelPending(payment.id);
      return siteUrl(safeReturnPath(payment.originating_page_path));
    },

    confirmationUrl,
    siteUrl,
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
