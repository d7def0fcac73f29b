// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { TRAINING_INCLUDED_LABEL, TRAINING_INCLUDED_LINE } from 'api-client';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import type { TestServer } from './helpers/test-server.js';
import { STRIPE_TEST_SITE as SITE, startStripeTestServer } from './helpers/stripe-test-server.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { FakeStripe } from './fakes/fake-stripe.js';
import { formString } from './fakes/fake-stripe.form.js';
import { ConfigError, loadConfig } from '../src/config/config.js';
import type { HttpClient } from './helpers/http-client.js';

describe(`Stripe checkout and webhooks through a fake Stripe (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let stripe: FakeStripe, server: TestServer, close: () => Promise<void>;
  before(async () => ({ stripe, server, close } = await startStripeTestServer()));
  after(() => close());

  const credits = async (client: HttpClient) => (await client.get('auth-service/account-info')).body.credits as number;
  const sessionIdOf = (url: string) => url.split('/').at(-1)!;
  const ledgerRows = (accountId: number) =>
    server.system.db.selectFrom('credit_ledger').select(['amount', 'idempotency_key']).where('account_id', '=', accountId).execute();

  async function checkout(client: HttpClient, body: Record<string, unknown>) {
    const reply = await client.post('subscription-service/create-checkout-session', { originatingPagePath: '/pricing', ...body });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return { ...reply.body as { id: string; url: string }, sessionId: sessionIdOf(reply.body.url) };
  }

  it('opens a Checkout Session priced on the server and grants only when the signed event arrives', async () => {
    const user = await createSignedInUser(server);
    const { id, url, sessionId } = await checkout(user.client, { purchaseType: 'payg', credits: 3000, priceUsd: 1 });
    assert.equal(id, sessionId);
    assert.ok(url.startsWith(`${stripe.origin}/c/pay/cs_test_`), url);
    const paymentId = stripe.session(sessionId)!.client_reference_id!;
    assert.match(paymentId, /^pay_/);
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && formString(r.form, 'client_reference_id') === paymentId)!;
    assert.equal(formString(sent.form, 'mode'), 'payment');
    assert.equal(formString(sent.form, 'line_items.0.price_data.unit_amount'), '3999', 'the catalogue price, not priceUsd');
    assert.equal(formString(sent.form, 'line_items.0.price_data.currency'), 'usd');
    assert.equal(formString(sent.form, 'line_items.0.price_data.product_data.name'), '3K credits');
    assert.equal(formString(sent.form, 'customer_email'), user.email);
    assert.equal(formString(sent.form, 'success_url'), `${SITE}/purchase-confirmation?type=payg`);
    assert.equal(formString(sent.form, 'cancel_url'), `${SITE}/pricing`);
    assert.equal(formString(sent.form, 'metadata.paymentId'), paymentId);
    assert.equal(sent.idempotencyKey, `checkout:${paymentId}`);
    assert.equal(await credits(user.client), 0, 'nothing before the payment event');

    const deliveries = await stripe.completeSession(sessionId);
    assert.deepEqual(deliveries.map((d) => [d.type, d.status]), [['checkout.session.completed', 200]]);
    assert.equal(await credits(user.client), 3000);
    assert.equal((await user.client.get('replicate-service/gen-status')).body.userHasPurchased, true);
  });

  it('grants once when the same checkout event is delivered 10 more times, even at once', async () => {
    const user = await createSignedInUser(server);
    const { sessionId } = await checkout(user.client, { purchaseType: 'payg', credits: 6000 });
    await stripe.completeSession(sessionId);
    const eventId = stripe.lastEventOf('checkout.session.completed')!.eventId;
    const replays = await Promise.all(Array.from({ length: 10 }, () => stripe.redeliver(eventId)));
    assert.deepEqual(replays.map((r) => r.status), Array(10).fill(200));
    assert.equal(await credits(user.client), 6000);
    assert.equal((await ledgerRows(user.accountId)).length, 1);
    const recorded = await server.system.db.selectFrom('stripe_events').select('id').where('id', '=', eventId).execute();
    assert.equal(recorded.length, 1);
  });

  it('refuses a forged signature, a stale timestamp and a missing header (400), granting nothing', async () => {
    const user = await createSignedInUser(server);
    const { sessionId } = await checkout(user.client, { purchaseType: 'payg', credits: 30000 });
    stripe.control.webhookTarget = '';
    await stripe.completeSession(sessionId); // paid at Stripe, event not delivered yet
    stripe.control.webhookTarget = `${server.url}/ai-photographer/stripe/webhook`;
    const eventId = stripe.lastEventOf('checkout.session.completed')!.eventId;

    assert.equal((await stripe.redeliver(eventId, { secret: 'whsec_someoneElsesSecret' })).status, 400);
    assert.equal((await stripe.redeliver(eventId, { timestamp: Math.floor(Date.now() / 1000) - 600 })).status, 400);
    const unsigned = await fetch(stripe.control.webhookTarget, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id":"evt_x","type":"checkout.session.completed","data":{"object":{"id":"cs_x"}}}' });
    assert.equal(unsigned.status, 400);
    assert.equal(((await unsigned.json()) as { message: string }).message, 'Invalid Stripe signature.');
    assert.equal(await credits(user.client), 0);

    // The genuine delivery still works afterwards (the refused ones were not recorded).
    assert.equal((await stripe.redeliver(eventId)).status, 200);
    assert.equal(await credits(user.client), 30000);
  });

  it('grants nothing for a completed but unpaid session, or for one that is not ours', async () => {
    const user = await createSignedInUser(server);
    const { sessionId } = await checkout(user.client, { purchaseType: 'payg', credits: 3000 });
    const deliveries = await stripe.completeSession(sessionId, { paid: false });
    assert.equal(deliveries[0]!.status, 200);
    assert.equal(await credits(user.client), 0);
    // Stripe has no such session: acknowledged (so it is not retried for days), nothing granted.
    const stranger = await stripe.sendEvent('checkout.session.completed', { id: 'cs_test_not_ours', object: 'checkout.session' });
    assert.equal(stranger.status, 200);
    assert.equal(await credits(user.client), 0);
  });

  it('sets expires_at inside Stripe\'s bounds with a margin: a request that takes a while, or clocks apart, still opens', async () => {
    // Stripe measures 30 minutes to 24 hours from its own clock when the request arrives; the fake does so exactly.
    try {
      for (const skew of [90, -90]) {
        stripe.control.clockSkewSeconds = skew;
        const user = await createSignedInUser(server);
        const plan = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'starter', originatingPagePath: '/pricing' });
        assert.equal(plan.status, 200, `subscription, Stripe's clock ${skew} s off: ${JSON.stringify(plan.body)}`);
        const bundle = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'payg', credits: 3000, originatingPagePath: '/pricing' });
        assert.equal(bundle.status, 200, `one-time, Stripe's clock ${skew} s off: ${JSON.stringify(bundle.body)}`);
      }
    } finally {
      stripe.control.clockSkewSeconds = 0;
    }
  });

  it('a delayed payment that fails is recorded failed and the buyer is told by e-mail, once; nothing is granted', async () => {
    const user = await createSignedInUser(server);
    const { sessionId } = await checkout(user.client, { purchaseType: 'payg', credits: 3000 });
    // A bank debit: the checkout completes unpaid, and the payment fails days later.
    await stripe.completeSession(sessionId, { paid: false });
    const paymentId = stripe.session(sessionId)!.client_reference_id!;
    const statusOf = async () => (await server.system.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;
    assert.equal(await statusOf(), 'pending');
    const [failed] = await stripe.failDelayedPayment(sessionId);
    assert.equal(failed!.status, 200);
    assert.equal(await statusOf(), 'failed');
    assert.equal(await credits(user.client), 0);
    const notices = async () => (await server.drainJobs(), await server.system.mailRepository.listRecent(5000)).filter((m) => m.to_address === user.email && m.subject === 'Your payment did not go through: 3,000 credits');
    const [notice] = await notices();
    assert.ok(notice, 'the buyer is told');
    assert.match(notice.text_body, /Your bank did not complete the payment of \$39\.99 \(USD\) for 3,000 credits\./);
    assert.match(notice.text_body, /No money was taken and no credits were added\./);
    assert.ok(notice.text_body.includes(`Reference: ${paymentId}`));
    // Stripe delivers an event again now and then: one failure, one e-mail.
    assert.equal((await stripe.redeliver(failed!.eventId)).status, 200);
    assert.equal((await stripe.sendEvent('checkout.session.async_payment_failed', stripe.session(sessionId))).status, 200);
    assert.equal((await notices()).length, 1);
    assert.equal(await statusOf(), 'failed');
  });

  it('sells a photo pack through Checkout in payment mode', async () => {
    const user = await createSignedInUser(server);
    const reply = await user.client.post('photo-pack-service/photo-packs/checkout', { photoPackReference: 'dating-profile', priceUsd: 0, originatingPagePath: '/buy-packs' });
    assert.equal(reply.status, 200);
    const session = stripe.session(reply.body.sessionId)!;
    assert.equal(session.amount_total, 799);
    assert.equal(session.success_url, `${SITE}/purchase-confirmation?type=photo-pack`);
    assert.equal(session.cancel_url, `${SITE}/buy-packs`);
    await stripe.completeSession(reply.body.sessionId);
    assert.equal((await user.client.post('photo-pack-service/get-last-pack-purchase-id')).body.status, 'success');
  });

  it("sells a starter pack: its payment page says the training is included, and the training is granted as one, not as credits", async () => {
    const user = await createSignedInUser(server);
    const reply = await user.client.post('photo-pack-service/photo-packs/checkout', { photoPackReference: 'linkedin-headshots-starter', originatingPagePath: '/buy-packs' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const [item] = stripe.session(reply.body.sessionId)!._prices;
    assert.deepEqual(stripe.inlineProduct(item!.product), {
      name: 'LinkedIn Headshots Starter photo pack', description: `${TRAINING_INCLUDED_LABEL}: ${TRAINING_INCLUDED_LINE}`,
    });
    await stripe.completeSession(reply.body.sessionId);
    const info = (await user.client.get('auth-service/account-info')).body;
    assert.deepEqual([info.credits, info.trainingsIncluded], [0, 1]);
  });

  it('refuses to start with stripe and no keys, or with the free local checkout in production', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    assert.deepEqual(problems({ PAYMENTS_DRIVER: 'stripe' }), [
      'STRIPE_SECRET_KEY: is required when PAYMENTS_DRIVER=stripe', 'STRIPE_WEBHOOK_SECRET: is required when PAYMENTS_DRIVER=stripe',
    ]);
    assert.ok(problems({ PAYMENTS_DRIVER: 'paypal' })[0]?.startsWith('PAYMENTS_DRIVER:'));
    assert.ok(problems({ PAYMENTS_DRIVER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_oops', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })[0]?.startsWith('STRIPE_SECRET_KEY: must look like'));
    assert.ok(problems({ NODE_ENV: 'production' }).includes('PAYMENTS_DRIVER: must be stripe in production (local grants credits without payment)'));
    assert.deepEqual(problems({}), []);
  });

  it('the fake behaves like Stripe: API key, idempotent replays, idempotency_error, error bodies', async () => {
    const client = new Stripe(stripe.secretKey, { host: '127.0.0.1', port: Number(new URL(stripe.origin).port), protocol: 'http', maxNetworkRetries: 0 });
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment', success_url: `${SITE}/ok`, line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Thing' } } }],
    };
    const first = await client.checkout.sessions.create(params, { idempotencyKey: 'same-key' });
    const again = await client.checkout.sessions.create(params, { idempotencyKey: 'same-key' });
    assert.equal(again.id, first.id);
    await assert.rejects(
      client.checkout.sessions.create({ ...params, success_url: `${SITE}/other` }, { idempotencyKey: 'same-key' }),
      (error: Stripe.errors.StripeError) => error.type === 'StripeIdempotencyError',
    );
    await assert.rejects(client.checkout.sessions.create({ ...params, mode: undefined as never }), (error: Stripe.errors.StripeError) =>
      error.type === 'StripeInvalidRequestError' && error.param === 'mode' && error.code === 'parameter_missing');
    await assert.rejects(client.subscriptions.retrieve('sub_missing'), (error: Stripe.errors.StripeError) => error.statusCode === 404 && error.code === 'resource_missing');
    const wrongKey = new Stripe('sk_test_wrong', { host: '127.0.0.1', port: Number(new URL(stripe.origin).port), protocol: 'http', maxNetworkRetries: 0 });
    await assert.rejects(wrongKey.checkout.sessions.retrieve(first.id), (error: Stripe.errors.StripeError) => error.type === 'StripeAuthenticationError');
    // The webhook signature the fake makes is the one stripe-node verifies.
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping', data: { object: { id: 'x' } } });
    const header = client.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
    assert.equal(client.webhooks.constructEvent(payload, header, stripe.webhookSecret).id, 'evt_1');
  });
});
