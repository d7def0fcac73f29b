import type Stripe from 'stripe';
import { AppError } from '../../../kernel/app-error.js';
import type {
  CheckoutRequest, CheckoutSession, PaymentProvider, PlanChange, PlanChangeResult, ProviderCharge, ProviderSubscription, SecondSubscriptionRefundReason,
} from './payment-provider.js';
import { createStripeClient, type StripeSettings } from './stripe.client.js';

const CURRENCY = 'usd';

/** What a verified webhook tells us: the event and the id of its object, nothing else is trusted. */
export interface VerifiedStripeEvent {
  id: string;
  type: string;
  objectId: string;
}

/** A checkout session as Stripe reports it when we ask. */
export interface StripeSessionFacts {
  id: string;
  clientReferenceId: string | null;
  paymentStatus: string;
  amountTotal: number | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The session's invoice (subscription mode), where its receipt page is. */
  invoiceId: string | null;
  /** The payment intent (payment mode), whose charge has the receipt page. */
  paymentIntentId: string | null;
}

export interface StripeInvoiceFacts {
  id: string;
  status: string | null;
  billingReason: string | null;
  subscriptionId: string | null;
  /** What the invoice charged, and its hosted page as the receipt. */
  charge: ProviderCharge;
}

export type StripePaymentProvider = PaymentProvider & {
  verifyEvent(rawBody: Buffer, signatureHeader: string): VerifiedStripeEvent;
  /** Null when Stripe has no such session. */
  retrieveSession(sessionId: string): Promise<StripeSessionFacts | null>;
  retrieveInvoice(invoiceId: string): Promise<StripeInvoiceFacts>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** A paid checkout's receipt page: its invoice's hosted page, else its card charge's receipt. */
  checkoutCharge(session: StripeSessionFacts): Promise<ProviderCharge>;
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API 2025-03 the billing period lives on the items, not on the subscription.
  const periodEnd = Math.max(0, ...subscription.items.data.map((item) => item.current_period_end ?? 0));
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: new Date(periodEnd * 1000),
    planReference: subscription.metadata?.plan ?? null,
  };
}

/** An invoice's charge: its amount as Stripe charged it, and its hosted page as the receipt. */
function invoiceCharge(invoice: Stripe.Invoice): ProviderCharge {
  return { receiptUrl: invoice.hosted_invoice_url ?? null, amountCents: invoice.amount_paid, currency: invoice.currency };
}

/** Stripe's refusals become messages a user can act on; outages a 502 that says so. */
function providerError(error: unknown): Error {
  const stripeError = error as { type?: string; message?: string; statusCode?: number };
  if (stripeError.type === 'StripeCardError') return AppError.badRequest(`Your payment was declined: ${stripeError.message}`);
  if (stripeError.type === 'StripeConnectionError' || (stripeError.statusCode ?? 0) >= 500) {
    return new AppError('payment-provider-unavailable', 502, 'The payment provider is not answering. Please try again in a minute.');
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Stripe Checkout for one-time items and subscriptions, Billing for plan changes, signed webhooks. */
export function createStripePaymentProvider(settings: StripeSettings, client: Stripe = createStripeClient(settings)): StripePaymentProvider {
  const knownProducts = new Set<string>();

  /** One Stripe product per plan, with an id we choose, so renewals and changes name the same product. */
  async function planProduct(plan: { reference: string; title: string }): Promise<string> {
    const id = `ai-photographer-plan-${plan.reference}`;
    if (knownProducts.has(id)) return id;
    try {
      await client.products.retrieve(id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      await client.products.create({ id, name: plan.title, metadata: { plan: plan.reference } }, { idempotencyKey: `product:${id}` });
    }
    knownProducts.add(id);
    return id;
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    name: 'stripe',

    createCheckout: (request: CheckoutRequest): Promise<CheckoutSession> => guarded(async () => {
      const metadata = { paymentId: request.paymentId, accountId: String(request.accountId) };
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = request.mode === 'subscription'
        ? {
          quantity: 1,
          price_data: {
            currency: CURRENCY,
            unit_amount: request.amountCents,
            product: await planProduct({ reference: request.planReference ?? '', title: request.title }),
            recurring: { interval: 'month' },
          },
        }
        : { quantity: 1, price_data: { currency: CURRENCY, unit_amount: request.amountCents, product_data: { name: request.title, ...(request.description ? { description: request.description } : {}) } } };
      const session = await client.checkout.sessions.create({
        mode: request.mode,
        line_items: [lineItem],
        client_reference_id: request.paymentId,
        metadata,
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        ...(request.mode === 'subscription'
          ? { subscription_data: { metadata: { ...metadata, plan: request.planReference ?? '' } } }
          : { payment_intent_data: { metadata } }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      }, { idempotencyKey: `checkout:${request.paymentId}` });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { sessionId: session.id, url: session.url };
    }),

    resumeCheckout: (sessionId: string) => guarded(async () => {
      const session = await client.checkout.sessions.retrieve(sessionId);
      return session.status === 'open' ? session.url : null;
    }),

    changePlan: (change: PlanChange): Promise<PlanChangeResult> => guarded(async () => {
      const current = await client.subscriptions.retrieve(change.providerSubscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${current.id} has no items`);
      const updated = await client.subscriptions.update(current.id, {
        items: [{
          id: item.id,
          price_data: { currency: CURRENCY, unit_amount: change.plan.priceCents, product: await planProduct(change.plan), recurring: { interval: 'month' } },
        }],
        // An upgrade is invoiced and paid now (or the change fails); a downgrade starts at the next renewal.
        proration_behavior: change.chargeNow ? 'always_invoice' : 'none',
        payment_behavior: 'error_if_incomplete',
        cancel_at_period_end: false,
        metadata: { plan: change.plan.reference },
      }, { idempotencyKey: change.idempotencyKey });
      // An upgrade's proration invoice is the subscription's latest; its credits follow its payment.
      const invoiceId = change.chargeNow ? idOf(updated.latest_invoice) : null;
      const invoice = invoiceId ? await client.invoices.retrieve(invoiceId) : null;
      return {
        subscription: toSubscription(updated),
        upgradeInvoice: invoice?.id ? { id: invoice.id, paid: invoice.status === 'paid', charge: invoiceCharge(invoice) } : null,
      };
    }),

    cancelAtPeriodEnd: (providerSubscriptionId: string) => guarded(async () =>
      toSubscription(await client.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true }))),

    cancelNow: (providerSubscriptionId: string) => guarded(async () => {
      const current = await client.subscriptions.retrieve(providerSubscriptionId);
      // Cancelling twice is an error at Stripe; a retried job must be harmless.
      if (current.status !== 'canceled' && current.status !== 'incomplete_expired') await client.subscriptions.cancel(providerSubscriptionId);
    }),

    refundSubscription: (providerSubscriptionId: string, idempotencyKey: string, reason: SecondSubscriptionRefundReason) => guarded(async () => {
      const current = await client.subscriptions.retrieve(providerSubscriptionId);
      if (current.status !== 'canceled' && current.status !== 'incomplete_expired') {
        await client.subscriptions.cancel(providerSubscriptionId, { prorate: false, invoice_now: false });
      }
      const invoiceId = idOf(current.latest_invoice);
      if (!invoiceId) return;
      // Since API 2025-03 an invoice's charges are its invoice payments, each naming a payment intent.
      const paid = await client.invoicePayments.list({ invoice: invoiceId, status: 'paid' });
      for (const [index, entry] of paid.data.entries()) {
        const paymentIntent = entry.payment.payment_intent;
        const id = typeof paymentIntent === 'string' ? paymentIntent : paymentIntent?.id;
        if (id) {
          await client.refunds.create({
            payment_intent: id, ...(reason ? { reason } : {}), metadata: { why: 'second subscription of one account' },
          }, { idempotencyKey: `${idempotencyKey}:${index}` });
        }
      }
    }),

    verifyEvent(rawBody: Buffer, signatureHeader: string): VerifiedStripeEvent {
      // Throws on a bad signature or a timestamp more than 300 s old.
      const event = client.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      const object = event.data.object as { id?: unknown };
      return { id: event.id, type: event.type, objectId: typeof object.id === 'string' ? object.id : '' };
    },

    retrieveSession: (sessionId: string) => guarded(async () => {
      let session: Stripe.Checkout.Session;
      try {
        session = await client.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
      return {
        id: session.id,
        clientReferenceId: session.client_reference_id,
        paymentStatus: session.payment_status,
        amountTotal: session.amount_total,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        invoiceId: idOf(session.invoice),
        paymentIntentId: idOf(session.payment_intent),
      };
    }),

    retrieveInvoice: (invoiceId: string) => guarded(async () => {
      const invoice = await client.invoices.retrieve(invoiceId);
      return {
        id: invoice.id ?? invoiceId,
        status: invoice.status,
        billingReason: invoice.billing_reason,
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        charge: invoiceCharge(invoice),
      };
    }),

    retrieveSubscription: (subscriptionId: string) => guarded(async () => toSubscription(await client.subscriptions.retrieve(subscriptionId))),

    checkoutCharge: (session: StripeSessionFacts) => guarded(async (): Promise<ProviderCharge> => {
      if (session.invoiceId) return { receiptUrl: (await client.invoices.retrieve(session.invoiceId)).hosted_invoice_url ?? null };
      if (!session.paymentIntentId) return { receiptUrl: null };
      const chargeId = idOf((await client.paymentIntents.retrieve(session.paymentIntentId)).latest_charge);
      return { receiptUrl: chargeId ? (await client.charges.retrieve(chargeId)).receipt_url : null };
    }),
  };
}
