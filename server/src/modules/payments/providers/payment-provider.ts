import type { PaymentProviderName } from '../../../infra/db/schema.js';

export type CheckoutMode = 'payment' | 'subscription';

/** Everything a provider needs to open a checkout; the price always comes from our catalogue. */
export interface CheckoutRequest {
  /** Our checkout id: Stripe's client_reference_id, and the key that makes the creation idempotent. */
  paymentId: string;
  accountId: number;
  email: string;
  mode: CheckoutMode;
  title: string;
  /** A line under the title on the payment page ("Training included: …"). */
  description?: string;
  amountCents: number;
  /** Subscription checkouts: the plan, so renewals and plan changes stay on one product per plan. */
  planReference?: string;
  /** The provider's customer for this account from an earlier subscription, if any. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Origin of the API the browser called: the local test checkout page is served there. */
  apiOrigin: string;
  /** When the provider stops accepting payment on this checkout. */
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  /** The provider's payment page. */
  url: string;
}

/** A subscription as the provider reports it (our own types, never the SDK's). */
export interface ProviderSubscription {
  id: string;
  customerId: string | null;
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
  /** The plan reference we stored on it, when there is one. */
  planReference: string | null;
}

/**
 * What the provider charged for one payment, read back from it (never from a webhook's payload): the page
 * the buyer can keep as a receipt and, where the provider decides the amount (a prorated upgrade), that amount.
 */
export interface ProviderCharge {
  /** Stripe's hosted invoice page, or the card charge's receipt page when there is no invoice. */
  receiptUrl: string | null;
  /** Set where the amount may differ from our price; our payment row then records what was charged. */
  amountCents?: number;
  currency?: string;
}

/** What a plan change did: the subscription now, and the invoice that charged an upgrade, if one did. */
export interface PlanChangeResult {
  subscription: ProviderSubscription;
  upgradeInvoice: { id: string; paid: boolean; charge: ProviderCharge } | null;
}

export interface PlanChange {
  providerSubscriptionId: string;
  plan: { reference: string; title: string; priceCents: number };
  /** Upgrades charge the prorated difference at once; downgrades take effect at the next renewal. */
  chargeNow: boolean;
  idempotencyKey: string;
}

/**
 * One card-payment provider. `local` is the built-in test checkout, where our own records are the
 * truth (its subscription methods answer null); `stripe` is Stripe Checkout and Billing.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The payment page of a checkout that still takes payment, or null once it is paid or expired. */
  resumeCheckout(sessionId: string, apiOrigin: string): Promise<string | null>;
  changePlan(change: PlanChange): Promise<PlanChangeResult | null>;
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<ProviderSubscription | null>;
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /**
   * Ends a subscription bought twice by mistake at once and gives its payments back. `reason`: Stripe's
   * refund reason when one is true (`duplicate`: the same plan charged twice), else none (Stripe's "other").
   */
  refundSubscription(providerSubscriptionId: string, idempotencyKey: string, reason: SecondSubscriptionRefundReason): Promise<void>;
}

/** The refund reason a second subscription's refund is sent with: see subscription.service.ts refundDuplicate. */
export type SecondSubscriptionRefundReason = 'duplicate' | null;
