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
  amountCents: number;
  /** Subscription checkouts: the plan, so renewals and plan changes stay on one product per plan. */
  planReference?: string;
  /** The provider's customer for this account from an earlier subscription, if any. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
  /** Origin of the API the browser called: the local test checkout page is served there. */
  apiOrigin: string;
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
  changePlan(change: PlanChange): Promise<ProviderSubscription | null>;
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<ProviderSubscription | null>;
  cancelNow(providerSubscriptionId: string): Promise<void>;
}
