// Credits and payments: the ledger, the catalogue, payments, subscriptions, pack purchases.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from './columns.js';

export interface CreditLedgerTable {
  id: Generated<number>;
  account_id: number;
  amount: number;
  reason: string;
  idempotency_key: string;
  reference: string | null;
  created_at: CreatedAt;
  /** What the entry paid for or gave back, as the history says it (migration 0034); null for older entries. */
  memo: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A training a purchase included (migration 0034): only a training can use it, and a failed one gives it back. */
export interface TrainingEntitlementsTable {
  id: Generated<number>;
  account_id: number;
  source: string;
  granted_at: CreatedAt;
  model_public_id: string | null;
  model_name: string | null;
  used_at: NullableTimestamp;
}

/** What a payment paid for; a renewal is a subscription's paid month after its first (migration 0026). */
export type PaymentKind = 'payg' | 'subscription' | 'photo-pack' | 'plan-upgrade' | 'renewal';

export type PaymentProviderName = 'local' | 'stripe';

/** `failed`: a delayed payment (a bank debit) that did not go through after its checkout completed. */
export type PaymentStatus = 'pending' | 'fulfilled' | 'cancelled' | 'refunded' | 'failed';

export interface PackagesTable {
  id: Generated<number>;
  reference: string;
  title: string;
  emoji: Generated<string>;
  type: 'subscription' | 'payg';
  price_cents: number;
  old_price_cents: number | null;
  credits: number;
  is_most_popular: Generated<boolean>;
  is_active: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface PaymentsTable {
  id: string;
  account_id: number;
  kind: PaymentKind;
  item_reference: string;
  pack_id: number | null;
  title: string;
  credits: Generated<number>;
  amount_cents: number;
  currency: Generated<string>;
  provider: PaymentProviderName;
  provider_session_id: string | null;
  status: Generated<PaymentStatus>;
  originating_page_path: Generated<string>;
  created_at: CreatedAt;
  fulfilled_at: NullableTimestamp;
  /** The provider's receipt page: Stripe's hosted invoice, or the card charge's receipt without an invoice. */
  receipt_url: string | null;
  /** The subscription a first month or a renewal paid for. */
  provider_subscription_id: string | null;
  /** The trainings it included (a starter pack: 1), granted as entitlements, never as credits (migration 0034). */
  trainings: Generated<number>;
}

export interface SubscriptionsTable {
  account_id: number;
  package_reference: string;
  provider: PaymentProviderName;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  status: string;
  cancel_at_period_end: Generated<boolean>;
  current_period_end: Timestamp;
  /** The most plan credits granted in the current billing period: an upgrade grants only what is above it. */
  period_credits_granted: Generated<number>;
  /** Set while a plan change is under way, so a second one waits its turn. */
  plan_change_started_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: CreatedAt;
}

export interface PackPurchasesTable {
  id: Generated<number>;
  account_id: number;
  pack_id: number;
  payment_id: string;
  created_at: CreatedAt;
}
