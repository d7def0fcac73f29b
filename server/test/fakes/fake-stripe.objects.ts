import { randomBytes } from 'node:crypto';

/**
 * Stripe objects as the fake keeps them, shaped like stripe-mock's published fixtures (fixtures3.json):
 * the fields our code and the SDK read, with Stripe's names and id prefixes.
 */
export const stripeId = (prefix: string, length = 24) => `${prefix}_${randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length)}`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const MONTH_SECONDS = 30 * 24 * 3600;

export interface PriceData {
  currency: string;
  unitAmount: number;
  product: string | null;
  productName: string | null;
  recurring: boolean;
}

export function price(data: PriceData) {
  return {
    id: stripeId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: nowSeconds(),
    currency: data.currency,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: data.product ?? stripeId('prod', 14),
    recurring: data.recurring ? { interval: 'month', interval_count: 1, meter: null, usage_type: 'licensed', trial_period_days: null } : null,
    tax_behavior: 'unspecified',
    type: data.recurring ? 'recurring' : 'one_time',
    unit_amount: data.unitAmount,
    unit_amount_decimal: String(data.unitAmount),
  };
}
export type FakePrice = ReturnType<typeof price>;

export function checkoutSession(fields: {
  origin: string; mode: string; amountTotal: number; currency: string; clientReferenceId: string | null; customer: string | null;
  customerEmail: string | null; metadata: Record<string, string>; successUrl: string; cancelUrl: string; lineItems: FakePrice[];
  subscriptionMetadata: Record<string, string>; paymentIntentMetadata: Record<string, string>;
}) {
  const id = stripeId('cs_test', 58);
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: fields.amountTotal,
    amount_total: fields.amountTotal,
    cancel_url: fields.cancelUrl,
    client_reference_id: fields.clientReferenceId,
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    customer_details: fields.customerEmail ? { email: fields.customerEmail, name: null, phone: null, tax_exempt: 'none', tax_ids: null } : null,
    customer_email: fields.customerEmail,
    expires_at: nowSeconds() + 24 * 3600,
    invoice: null as string | null,
    livemode: false,
    metadata: fields.metadata,
    mode: fields.mode,
    payment_intent: null as string | null,
    payment_method_types: ['card'],
    payment_status: 'unpaid' as 'unpaid' | 'paid' | 'no_payment_required',
    status: 'open' as 'open' | 'complete' | 'expired',
    subscription: null as string | null,
    success_url: fields.successUrl,
    ui_mode: 'hosted',
    url: `${fields.origin}/c/pay/${id}` as string | null,
    // Kept for completing the session; Stripe exposes these through line_items and subscription_data.
    _prices: fields.lineItems,
    _subscriptionMetadata: fields.subscriptionMetadata,
    _paymentIntentMetadata: fields.paymentIntentMetadata,
  };
}
export type FakeSession = ReturnType<typeof checkoutSession>;

export function subscriptionItem(subscriptionId: string, itemPrice: FakePrice, periodStart: number) {
  return {
    id: stripeId('si', 14),
    object: 'subscription_item',
    created: nowSeconds(),
    current_period_start: periodStart,
    current_period_end: periodStart + MONTH_SECONDS,
    discounts: [],
    metadata: {},
    price: itemPrice,
    quantity: 1,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

export function subscription(customer: string, itemPrice: FakePrice, metadata: Record<string, string>) {
  const id = stripeId('sub');
  const start = nowSeconds();
  return {
    id,
    object: 'subscription',
    billing_cycle_anchor: start,
    cancel_at: null as number | null,
    cancel_at_period_end: false,
    canceled_at: null as number | null,
    collection_method: 'charge_automatically',
    created: start,
    currency: itemPrice.currency,
    customer,
    ended_at: null as number | null,
    items: { object: 'list', data: [subscriptionItem(id, itemPrice, start)], has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    latest_invoice: null as string | null,
    livemode: false,
    metadata,
    start_date: start,
    status: 'active' as string,
  };
}
export type FakeSubscription = ReturnType<typeof subscription>;

/** Where Stripe hosts a paid invoice's page and its PDF (shapes as in fixtures3.json; the fake serves neither). */
const hostedInvoicePage = () => `https://invoice.stripe.com/i/acct_1FakeStripeAccount/test_${stripeId('x', 40).slice(2)}?s=ap`;

export function invoice(fields: { customer: string; subscriptionId: string; amount: number; currency: string; billingReason: string; periodStart: number; periodEnd: number }) {
  const id = stripeId('in');
  const page = hostedInvoicePage();
  return {
    id,
    object: 'invoice',
    amount_due: fields.amount,
    amount_paid: fields.amount,
    amount_remaining: 0,
    attempt_count: 1,
    attempted: true,
    billing_reason: fields.billingReason,
    collection_method: 'charge_automatically',
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    hosted_invoice_url: page as string | null,
    invoice_pdf: `${page.replace('invoice.stripe.com/i/', 'pay.stripe.com/invoice/').replace('?s=ap', '')}/pdf?s=ap` as string | null,
    lines: { object: 'list', data: [], has_more: false, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    number: `${randomBytes(4).toString('hex').toUpperCase()}-0001`,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: null, subscription: fields.subscriptionId } },
    period_end: fields.periodEnd,
    period_start: fields.periodStart,
    receipt_number: null as string | null,
    status: 'paid',
    status_transitions: { finalized_at: nowSeconds(), marked_uncollectible_at: null, paid_at: nowSeconds(), voided_at: null },
    subtotal: fields.amount,
    total: fields.amount,
  };
}
export type FakeInvoice = ReturnType<typeof invoice>;

/** How an invoice was paid (API 2025-03+): the payment intent that charged the card. */
export function invoicePayment(invoiceId: string, amount: number, currency: string) {
  return {
    id: stripeId('inpay'),
    object: 'invoice_payment',
    amount_paid: amount,
    amount_requested: amount,
    created: nowSeconds(),
    currency,
    invoice: invoiceId,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: stripeId('pi') },
    status: 'paid',
    status_transitions: { canceled_at: null, paid_at: nowSeconds() },
  };
}
export type FakeInvoicePayment = ReturnType<typeof invoicePayment>;

/** A card payment of a Checkout Session in payment mode, succeeded; its charge holds the receipt page. */
export function paymentIntent(fields: { amount: number; currency: string; customer: string | null; metadata: Record<string, string> }) {
  return {
    id: stripeId('pi'),
    object: 'payment_intent',
    amount: fields.amount,
    amount_capturable: 0,
    amount_received: fields.amount,
    capture_method: 'automatic_async',
    created: nowSeconds(),
    currency: fields.currency,
    customer: fields.customer,
    description: null,
    latest_charge: null as string | null,
    livemode: false,
    metadata: fields.metadata,
    payment_method: stripeId('pm'),
    payment_method_types: ['card'],
    receipt_email: null,
    status: 'succeeded',
  };
}
export type FakePaymentIntent = ReturnType<typeof paymentIntent>;

export function charge(intent: FakePaymentIntent, receiptEmail: string | null) {
  return {
    id: stripeId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    balance_transaction: stripeId('txn'),
    billing_details: { address: null, email: receiptEmail, name: null, phone: null },
    captured: true,
    created: nowSeconds(),
    currency: intent.currency,
    customer: intent.customer,
    description: null,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    receipt_email: receiptEmail,
    receipt_number: null,
    receipt_url: `https://pay.stripe.com/receipts/payment/${stripeId('x', 60).slice(2)}` as string | null,
    refunded: false,
    status: 'succeeded',
  };
}
export type FakeCharge = ReturnType<typeof charge>;

export function refund(paymentIntent: string, amount: number, currency: string, reason: string | null) {
  return {
    id: stripeId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: stripeId('ch'),
    created: nowSeconds(),
    currency,
    metadata: {},
    payment_intent: paymentIntent,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
export type FakeRefund = ReturnType<typeof refund>;

export function customer(email: string | null) {
  return {
    id: stripeId('cus', 14),
    object: 'customer',
    balance: 0,
    created: nowSeconds(),
    currency: 'usd',
    delinquent: false,
    email,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    livemode: false,
    metadata: {},
    name: null,
  };
}

export function event(type: string, object: unknown, previousAttributes?: Record<string, unknown>) {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: nowSeconds(),
    data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Copies an object for the wire, without the fake's own bookkeeping fields (`_…`). */
export function publicView<T extends object>(object: T): T {
  return JSON.parse(JSON.stringify(object, (key, value) => (key.startsWith('_') ? undefined : value))) as T;
}
