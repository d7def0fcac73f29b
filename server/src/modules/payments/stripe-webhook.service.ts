import type { FulfilmentService } from './fulfilment.service.js';
import type { PaymentsRepository } from './payments.repository.js';
import type { StripePaymentProvider, VerifiedStripeEvent } from './providers/stripe.provider.js';
import type { StripeEventsRepository } from './stripe-events.repository.js';
import type { SubscriptionService } from './subscription.service.js';

type LogFn = (details: object, message: string) => void;
/** The few log levels this service writes (the app's pino logger fits). */
export interface WebhookLog {
  debug: LogFn;
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export interface StripeWebhookDeps {
  stripe: StripePaymentProvider;
  events: StripeEventsRepository;
  payments: PaymentsRepository;
  fulfilment: FulfilmentService;
  subscription: SubscriptionService;
  log: WebhookLog;
}

/**
 * Applies verified Stripe events. Only the event's object id is taken from the payload; the object
 * itself is read back from Stripe. Which event grants what:
 * - checkout.session.completed (paid) / async_payment_succeeded: the checkout's item, including the
 *   first month of a subscription;
 * - checkout.session.async_payment_failed: nothing; the pending payment is recorded failed and the buyer
 *   is told by e-mail;
 * - invoice.paid with billing_reason subscription_cycle: each renewal's credits. The first invoice
 *   (subscription_create) grants nothing, its checkout did; an upgrade's proration invoice
 *   (subscription_update) settles that upgrade's payment: the credits above what the period granted;
 * - customer.subscription.created/updated/deleted: status, cancel_at_period_end, period end, plan.
 * Every grant has its own ledger key, and applied events are recorded, so a redelivery changes nothing.
 * Each grant's receipt (with the hosted invoice or the charge's receipt page) is queued with the grant.
 */
export function createStripeWebhookService(deps: StripeWebhookDeps) {
  async function checkoutPaid(sessionId: string): Promise<void> {
    const session = await deps.stripe.retrieveSession(sessionId);
    const payment = session?.clientReferenceId ? await deps.payments.find(session.clientReferenceId) : undefined;
    if (!session || !payment || payment.provider !== 'stripe' || (payment.provider_session_id && payment.provider_session_id !== session.id)) {
      deps.log.warn({ sessionId }, 'Stripe checkout session that is not one of ours');
      return;
    }
    if (session.paymentStatus !== 'paid') {
      deps.log.info({ sessionId, paymentStatus: session.paymentStatus }, 'Stripe checkout completed but not paid yet');
      return;
    }
    if (session.amountTotal !== payment.amount_cents) {
      deps.log.error({ sessionId, paid: session.amountTotal, expected: payment.amount_cents }, 'Stripe checkout amount differs from our price');
      return;
    }
    // A replay of a settled checkout changes nothing: no need to ask Stripe anything more.
    if (payment.status === 'fulfilled' || payment.status === 'refunded') return;
    const subscription = session.subscriptionId ? await deps.stripe.retrieveSubscription(session.subscriptionId) : null;
    const charge = await deps.stripe.checkoutCharge(session);
    const { applied } = await deps.fulfilment.fulfil(payment.id, { subscription, charge });
    deps.log.info({ paymentId: payment.id, applied }, 'Stripe checkout fulfilled');
  }

  async function invoicePaid(invoiceId: string): Promise<void> {
    const invoice = await deps.stripe.retrieveInvoice(invoiceId);
    if (invoice.status !== 'paid' || !invoice.subscriptionId) return;
    if (invoice.billingReason === 'subscription_cycle') {
      await deps.subscription.grantRenewalInvoice(invoice.id, invoice.subscriptionId, invoice.charge);
    } else if (invoice.billingReason === 'subscription_update') {
      await deps.subscription.settleUpgradeInvoice(invoice.id, invoice.subscriptionId, invoice.charge);
    }
    await applyCurrentState(invoice.subscriptionId);
  }

  /** Reads the subscription from Stripe now and applies it, unless our record changed after the read. */
  async function applyCurrentState(subscriptionId: string): Promise<void> {
    const observedAt = new Date();
    await deps.subscription.applyProviderState(await deps.stripe.retrieveSubscription(subscriptionId), observedAt);
  }

  /** The session's delayed payment failed: its pending payment is recorded failed and the buyer told (once). */
  async function checkoutPaymentFailed(sessionId: string): Promise<void> {
    const session = await deps.stripe.retrieveSession(sessionId);
    const payment = session?.clientReferenceId ? await deps.payments.find(session.clientReferenceId) : undefined;
    if (!session || !payment || payment.provider !== 'stripe' || (payment.provider_session_id && payment.provider_session_id !== session.id)) {
      deps.log.warn({ sessionId }, 'Stripe checkout session that is not one of ours');
      return;
    }
    // The event says it failed; the session read back must agree (a paid one is never marked failed).
    if (session.paymentStatus === 'paid') return;
    const recorded = await deps.fulfilment.recordFailure(payment.id);
    deps.log.info({ paymentId: payment.id, recorded }, 'Stripe delayed payment failed');
  }

  async function checkoutExpired(sessionId: string): Promise<void> {
    const session = await deps.stripe.retrieveSession(sessionId);
    if (session?.clientReferenceId) await deps.payments.cancelPending(session.clientReferenceId);
  }

  async function apply(event: VerifiedStripeEvent): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return checkoutPaid(event.objectId);
      case 'checkout.session.async_payment_failed':
        return checkoutPaymentFailed(event.objectId);
      case 'checkout.session.expired':
        return checkoutExpired(event.objectId);
      case 'invoice.paid':
        return invoicePaid(event.objectId);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        await applyCurrentState(event.objectId);
        return;
      default:
        deps.log.debug({ type: event.type }, 'Stripe event not handled');
    }
  }

  return {
    /** Applies one verified event once; a failure leaves it unrecorded, so Stripe's retry applies it. */
    async handle(event: VerifiedStripeEvent): Promise<{ duplicate: boolean }> {
      if (await deps.events.seen(event.id)) return { duplicate: true };
      if (!event.objectId) throw new Error(`Stripe event ${event.id} has no object id`);
      await apply(event);
      await deps.events.record(event.id, event.type);
      return { duplicate: false };
    },
  };
}
export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
