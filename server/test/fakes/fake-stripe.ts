import { createHash, createHmac } from 'node:crypto';
import { startFakeHttpServer, type FakeReply, type FakeRequest } from './fake-http.js';
import { formString, parseStripeForm, type FormObject, type FormValue } from './fake-stripe.form.js';
import {
  charge, checkoutSession, customer, event, invoice, invoicePayment, MONTH_SECONDS, nowSeconds, paymentIntent, price, publicView, refund, subscription,
  subscriptionItem, type FakeCharge, type FakeInvoice, type FakeInvoicePayment, type FakePaymentIntent, type FakePrice, type FakeRefund, type FakeSession,
  type FakeSubscription,
} from './fake-stripe.objects.js';

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
}

export interface StripeDelivery {
  eventId: string;
  type: string;
  status: number;
}

const JSON_TYPE = 'application/json';

/** Stripe's error body: `{"error":{"type","code","message","param"}}`. */
function stripeError(status: number, type: string, message: string, extra: { code?: string; param?: string } = {}): FakeReply {
  return { status, contentType: JSON_TYPE, body: { error: { type, message, ...extra } } };
}
const missing = (param: string) => stripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, { code: 'parameter_missing', param });
const invalid = (param: string, message: string) => stripeError(400, 'invalid_request_error', message, { code: 'parameter_invalid', param });
const notFound = (kind: string, id: string) =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });
const ok = (body: unknown): FakeReply => ({ status: 200, contentType: JSON_TYPE, body });

/** Signs a payload as Stripe does: `t=<unix>,v1=hex(HMAC-SHA256(whsec string, "${t}.${raw}"))`. */
export function signStripePayload(payload: string, secret: string, timestamp = nowSeconds()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex')}`;
}

/**
 * A fake of the Stripe API (api.stripe.com, as stripe-node speaks to it) for what the server uses: products, checkout sessions,
 * subscriptions (retrieve, update with prorations, cancel), invoices (with their hosted pages), payment intents and
 * their charges (with their receipt pages). Form bodies in bracket notation,
 * the secret key checked, Idempotency-Key replayed (a different body under the same key is an
 * idempotency_error), Stripe-shaped errors. Tests complete sessions, renew and delete subscriptions,
 * and the fake posts the resulting events, signed like Stripe's, to the webhook target.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake_0123456789';
  const webhookSecret = options.webhookSecret ?? 'whsec_fakeStripeSecret0123456789';
  const products = new Map<string, { id: string; name: string }>();
  /** Products made inline by a checkout's line item (`price_data[product_data]`): their name and description. */
  const inlineProducts = new Map<string, { name: string; description: string | null }>();
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, FakeInvoice>();
  const customers = new Map<string, ReturnType<typeof customer>>();
  const invoicePayments = new Map<string, FakeInvoicePayment>();
  const paymentIntents = new Map<string, FakePaymentIntent>();
  const charges = new Map<string, FakeCharge>();
  const refunds: FakeRefund[] = [];
  const idempotency = new Map<string, { fingerprint: string; reply: FakeReply }>();
  const requests: Array<{ method: string; path: string; form: FormObject; idempotencyKey?: string }> = [];
  const deliveries: StripeDelivery[] = [];
  const sentEvents = new Map<string, ReturnType<typeof event>>();
  /**
   * `clockSkewSeconds`: how far Stripe's clock is ahead of ours when a request arrives (negative: behind).
   * It stands for the time a request spends on its way (a product lookup before it, the client's retries)
   * and for two clocks that differ, which is what Stripe's bounds on `expires_at` are measured against.
   */
  const control = { webhookTarget: '', declineNextPayment: false, clockSkewSeconds: 0 };
  let origin = '';

  function priceFrom(form: FormValue | undefined, param: string, recurringRequired: boolean): FakePrice | FakeReply {
    const currency = formString(form, 'currency');
    const amount = Number(formString(form, 'unit_amount'));
    const product = formString(form, 'product') ?? null;
    const productName = formString(form, 'product_data.name') ?? null;
    if (!currency) return missing(`${param}[currency]`);
    if (!Number.isInteger(amount) || amount < 0) return invalid(`${param}[unit_amount]`, 'Invalid integer');
    if (!product && !productName) return missing(`${param}[product]`);
    if (product && !products.has(product)) return notFound('product', product);
    const recurring = formString(form, 'recurring.interval');
    if (recurringRequired && recurring !== 'month') return missing(`${param}[recurring]`);
    const made = price({ currency, unitAmount: amount, product, productName, recurring: recurring !== undefined });
    if (productName) inlineProducts.set(made.product, { name: productName, description: formString(form, 'product_data.description') ?? null });
    return made;
  }

  function createSession(form: FormObject): FakeReply {
    const mode = formString(form, 'mode');
    if (mode !== 'payment' && mode !== 'subscription') return mode ? invalid('mode', `Invalid mode: ${mode}`) : missing('mode');
    const successUrl = formString(form, 'success_url');
    if (!successUrl) return missing('success_url');
    const items = form.line_items;
    if (!Array.isArray(items) || items.length === 0) return missing('line_items');
    const prices: FakePrice[] = [];
    for (const [index, item] of items.entries()) {
      const made = priceFrom((item as FormObject).price_data, `line_items[${index}][price_data]`, mode === 'subscription');
      if ('status' in made && typeof made.status === 'number') return made;
      prices.push(made as FakePrice);
    }
    const customerId = formString(form, 'customer') ?? null;
    if (customerId && !customers.has(customerId)) return notFound('customer', customerId);
    const expiresAt = formString(form, 'expires_at');
    // Stripe: "must be at least 30 minutes and at most 24 hours after the session was created", measured on
    // its own clock when the request arrives, to the second and with nothing forgiven.
    const created = nowSeconds() + control.clockSkewSeconds;
    if (expiresAt !== undefined && (!/^\d+$/.test(expiresAt) || Number(expiresAt) < created + 30 * 60 || Number(expiresAt) > created + 24 * 3600)) {
      return invalid('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
    }
    const session = checkoutSession({
      origin, mode, currency: prices[0]!.currency, amountTotal: prices.reduce((sum, p) => sum + p.unit_amount, 0),
      clientReferenceId: formString(form, 'client_reference_id') ?? null, customer: customerId,
      customerEmail: formString(form, 'customer_email') ?? null, metadata: (form.metadata as Record<string, string>) ?? {},
      successUrl, cancelUrl: formString(form, 'cancel_url') ?? '', lineItems: prices,
      subscriptionMetadata: (formAtObject(form, 'subscription_data', 'metadata') as Record<string, string>) ?? {},
      paymentIntentMetadata: (formAtObject(form, 'payment_intent_data', 'metadata') as Record<string, string>) ?? {},
    });
    if (expiresAt !== undefined) session.expires_at = Number(expiresAt);
    sessions.set(session.id, session);
    return ok(publicView(session));
  }

  function updateSubscription(sub: FakeSubscription, form: FormObject): FakeReply {
    const previous = { cancel_at_period_end: sub.cancel_at_period_end, items: publicView(sub.items) };
    if (Array.isArray(form.items)) {
      const itemForm = form.items[0] as FormObject;
      const current = sub.items.data.find((i) => i.id === formString(itemForm, 'id'));
      if (!current) return invalid('items[0][id]', 'No such subscription item');
      const made = priceFrom(itemForm.price_data, 'items[0][price_data]', true);
      if ('status' in made && typeof made.status === 'number') return made;
      const next = made as FakePrice;
      const oldAmount = current.price.unit_amount;
      if (formString(form, 'proration_behavior') === 'always_invoice' && next.unit_amount > oldAmount) {
        if (control.declineNextPayment) {
          control.declineNextPayment = false;
          return stripeError(402, 'card_error', 'Your card was declined.', { code: 'card_declined' });
        }
        const due = next.unit_amount - oldAmount;
        const paid = invoice({
          customer: sub.customer, subscriptionId: sub.id, amount: due, currency: sub.currency, billingReason: 'subscription_update',
          periodStart: nowSeconds(), periodEnd: current.current_period_end,
        });
        storeInvoice(paid);
        sub.latest_invoice = paid.id;
        queueEvent(event('invoice.paid', publicView(paid)));
      }
      current.price = next;
    }
    const cancel = formString(form, 'cancel_at_period_end');
    if (cancel !== undefined) {
      sub.cancel_at_period_end = cancel === 'true';
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0]!.current_period_end : null;
    }
    if (form.metadata && typeof form.metadata === 'object') Object.assign(sub.metadata, form.metadata);
    queueEvent(event('customer.subscription.updated', publicView(sub), previous));
    return ok(publicView(sub));
  }

  /** A paid invoice and the payment intent that paid it. */
  function storeInvoice(paid: FakeInvoice) {
    invoices.set(paid.id, paid);
    if (paid.amount_paid > 0) {
      const payment = invoicePayment(paid.id, paid.amount_paid, paid.currency);
      invoicePayments.set(payment.id, payment);
    }
  }

  function createRefund(form: FormObject): FakeReply {
    const paymentIntent = formString(form, 'payment_intent');
    if (!paymentIntent) return missing('payment_intent');
    const paid = [...invoicePayments.values()].find((p) => p.payment.payment_intent === paymentIntent);
    if (!paid) return notFound('payment_intent', paymentIntent);
    const refunded = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
    const amount = formString(form, 'amount') === undefined ? paid.amount_paid - refunded : Number(formString(form, 'amount'));
    if (amount <= 0 || refunded + amount > paid.amount_paid) {
      return stripeError(400, 'invalid_request_error', `Charge for ${paymentIntent} has already been refunded.`, { code: 'charge_already_refunded' });
    }
    const reason = formString(form, 'reason');
    if (reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      return invalid('reason', `Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`);
    }
    const made = refund(paymentIntent, amount, paid.currency, reason ?? null);
    refunds.push(made);
    return ok(made);
  }

  async function route(request: FakeRequest, form: FormObject): Promise<FakeReply> {
    const { method, path } = request;
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/products') {
      const id = formString(form, 'id') ?? `prod_${Math.random().toString(36).slice(2, 16)}`;
      const name = formString(form, 'name');
      if (!name) return missing('name');
      if (products.has(id)) return stripeError(400, 'invalid_request_error', `Product already exists.`, { code: 'resource_already_exists', param: 'id' });
      const product = { id, object: 'product', active: true, name, metadata: form.metadata ?? {}, created: nowSeconds(), livemode: false, type: 'service' };
      products.set(id, product);
      return ok(product);
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/products\/([^/]+)$/))) {
      const product = products.get(decodeURIComponent(match[1]!));
      return product ? ok(product) : notFound('product', match[1]!);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = sessions.get(match[1]!);
      return session ? ok(publicView(session)) : notFound('checkout.session', match[1]!);
    }
    if ((match = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(match[1]!);
      if (!sub) return notFound('subscription', match[1]!);
      if (method === 'GET') return ok(publicView(sub));
      if (method === 'POST') return updateSubscription(sub, form);
      if (method === 'DELETE') {
        endSubscription(sub);
        return ok(publicView(sub));
      }
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/invoices\/([^/]+)$/))) {
      const found = invoices.get(match[1]!);
      return found ? ok(publicView(found)) : notFound('invoice', match[1]!);
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoiceId = formString(form, 'invoice');
      if (!invoiceId) return missing('invoice');
      const status = formString(form, 'status');
      const data = [...invoicePayments.values()].filter((p) => p.invoice === invoiceId && (!status || p.status === status));
      return ok({ object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const found = paymentIntents.get(match[1]!);
      return found ? ok(found) : notFound('payment_intent', match[1]!);
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/charges\/([^/]+)$/))) {
      const found = charges.get(match[1]!);
      return found ? ok(found) : notFound('charge', match[1]!);
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    if (method === 'GET' && (match = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const found = customers.get(match[1]!);
      return found ? ok(found) : notFound('customer', match[1]!);
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(request: FakeRequest): Promise<FakeReply> {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${String(request.headers.authorization ?? '').slice(7, 15)}****`);
    }
    // Stripe's clients send GET and DELETE parameters in the query string, the others in the body.
    const raw = request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body.toString('utf8');
    const form = parseStripeForm(raw);
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push({ method: request.method, path: request.path, form, idempotencyKey });
    if (idempotencyKey && request.method !== 'GET') {
      if (idempotencyKey.length > 255) return invalid('Idempotency-Key', 'Idempotency keys can be at most 255 characters long.');
      const fingerprint = createHash('sha256').update(`${request.method} ${request.path} ${raw}`).digest('hex');
      const saved = idempotency.get(idempotencyKey);
      if (saved) {
        if (saved.fingerprint === fingerprint) return { ...saved.reply, headers: { ...saved.reply.headers, 'idempotent-replayed': 'true' } };
        return stripeError(400, 'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`);
      }
      const reply = await route(request, form);
      // A request that fails validation is not saved: fixing it and retrying with the key works.
      if (reply.status !== 400) idempotency.set(idempotencyKey, { fingerprint, reply });
      flushAfterReply();
      return reply;
    }
    const reply = await route(request, form);
    flushAfterReply();
    return reply;
  }

  // Like Stripe, events caused by an API call are sent after the call has been answered, not during it.
  let background: Promise<unknown> = Promise.resolve();
  function flushAfterReply() {
    background = background.then(() => new Promise((resolve) => setTimeout(resolve, 5))).then(flushEvents);
  }

  // Events raised while answering a request go out after the answer is ready, as Stripe's do.
  const pending: ReturnType<typeof event>[] = [];
  function queueEvent(made: ReturnType<typeof event>) {
    pending.push(made);
  }
  async function flushEvents(): Promise<StripeDelivery[]> {
    const batch = pending.splice(0);
    const sent: StripeDelivery[] = [];
    for (const made of batch) sent.push(await deliver(made));
    return sent;
  }

  /** Posts an event to the webhook target, signed (or mis-signed, or stale) as asked. */
  async function deliver(made: ReturnType<typeof event>, signing: { secret?: string; timestamp?: number } = {}): Promise<StripeDelivery> {
    sentEvents.set(made.id, made);
    const payload = JSON.stringify(made, null, 2);
    let status = 0;
    if (control.webhookTarget) {
      try {
        const response = await fetch(control.webhookTarget, {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signStripePayload(payload, signing.secret ?? webhookSecret, signing.timestamp) },
          body: payload,
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
    }
    const delivery = { eventId: made.id, type: made.type, status };
    deliveries.push(delivery);
    return delivery;
  }

  function endSubscription(sub: FakeSubscription) {
    sub.status = 'canceled';
    sub.canceled_at = nowSeconds();
    sub.ended_at = nowSeconds();
    queueEvent(event('customer.subscription.deleted', publicView(sub)));
  }

  const server = await startFakeHttpServer(handle);
  origin = server.origin;

  return {
    origin,
    apiUrl: origin,
    secretKey,
    webhookSecret,
    requests,
    deliveries,
    control,
    session: (id: string) => sessions.get(id),
    /** A product a checkout made inline, as the payment page shows it. */
    inlineProduct: (id: string) => inlineProducts.get(id),
    /** Waits until the events caused by earlier API calls have been delivered. */
    settled: async () => {
      await background;
    },
    subscription: (id: string) => subscriptions.get(id),
    /** Refunds made through the API, oldest first. */
    refunds,
    invoice: (id: string) => invoices.get(id),
    paymentIntent: (id: string) => paymentIntents.get(id),
    charge: (id: string) => charges.get(id),
    lastEventOf: (type: string) => deliveries.filter((d) => d.type === type).at(-1),

    /** The buyer pays on Stripe's page: the session completes and its events are posted. */
    async completeSession(sessionId: string, outcome: { paid?: boolean } = {}): Promise<StripeDelivery[]> {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = outcome.paid === false ? 'unpaid' : 'paid';
      const buyer = session.customer ? customers.get(session.customer)! : customer(session.customer_email);
      customers.set(buyer.id, buyer);
      session.customer = buyer.id;
      if (session.mode === 'subscription') {
        const sub = subscription(buyer.id, session._prices[0]!, session._subscriptionMetadata);
        subscriptions.set(sub.id, sub);
        const first = invoice({
          customer: buyer.id, subscriptionId: sub.id, amount: session.amount_total, currency: session.currency, billingReason: 'subscription_create',
          periodStart: sub.items.data[0]!.current_period_start, periodEnd: sub.items.data[0]!.current_period_end,
        });
        storeInvoice(first);
        sub.latest_invoice = first.id;
        session.subscription = sub.id;
        session.invoice = first.id;
        // Stripe sends these in no guaranteed order; the subscription's own events often come first.
        queueEvent(event('customer.subscription.created', publicView(sub)));
        queueEvent(event('invoice.paid', publicView(first)));
      } else {
        // Payment mode: a payment intent whose charge carries the card receipt (no invoice is made).
        const intent = paymentIntent({ amount: session.amount_total, currency: session.currency, customer: buyer.id, metadata: session._paymentIntentMetadata });
        const paid = charge(intent, buyer.email);
        intent.latest_charge = paid.id;
        paymentIntents.set(intent.id, intent);
        charges.set(paid.id, paid);
        session.payment_intent = intent.id;
      }
      session.url = null;
      queueEvent(event('checkout.session.completed', publicView(session)));
      return flushEvents();
    },

    /**
     * A delayed payment (a bank debit) that the buyer started on a completed, unpaid session fails days
     * later: the session stays unpaid and `checkout.session.async_payment_failed` is posted.
     */
    async failDelayedPayment(sessionId: string): Promise<StripeDelivery[]> {
      const session = sessions.get(sessionId);
      if (!session || session.status !== 'complete' || session.payment_status !== 'unpaid') throw new Error(`fake Stripe: session ${sessionId} has no delayed payment`);
      queueEvent(event('checkout.session.async_payment_failed', publicView(session)));
      return flushEvents();
    },

    /** A month passes: the subscription renews, its invoice is paid, and both events are posted. */
    async renewSubscription(subscriptionId: string): Promise<{ invoiceId: string; deliveries: StripeDelivery[] }> {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      const item = sub.items.data[0]!;
      const renewed = subscriptionItem(sub.id, item.price, item.current_period_end);
      sub.items.data[0] = { ...renewed, id: item.id };
      const paid = invoice({
        customer: sub.customer, subscriptionId: sub.id, amount: item.price.unit_amount, currency: sub.currency, billingReason: 'subscription_cycle',
        periodStart: renewed.current_period_start, periodEnd: renewed.current_period_start + MONTH_SECONDS,
      });
      storeInvoice(paid);
      sub.latest_invoice = paid.id;
      queueEvent(event('invoice.paid', publicView(paid)));
      queueEvent(event('customer.subscription.updated', publicView(sub)));
      return { invoiceId: paid.id, deliveries: await flushEvents() };
    },

    /** The period of a subscription set to cancel ends (or Stripe ends it): it is deleted. */
    async endSubscription(subscriptionId: string): Promise<StripeDelivery[]> {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      endSubscription(sub);
      return flushEvents();
    },

    /** Posts an event about an object as it is now, with a chosen signature secret or timestamp. */
    sendEvent(type: string, object: unknown, signing: { secret?: string; timestamp?: number } = {}) {
      return deliver(event(type, object), signing);
    },

    /** Posts an earlier event again, same id and body (Stripe's retries and redeliveries), freshly signed. */
    redeliver(eventId: string, signing: { secret?: string; timestamp?: number } = {}) {
      const made = sentEvents.get(eventId);
      if (!made) throw new Error(`fake Stripe: no event ${eventId}`);
      return deliver(made, signing);
    },

    event,
    close: () => server.close(),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function formAtObject(form: FormObject, ...path: string[]): FormValue | undefined {
  let node: FormValue | undefined = form;
  for (const segment of path) {
    if (!node || typeof node === 'string' || Array.isArray(node)) return undefined;
    node = node[segment];
  }
  return node;
}
