// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { TestServer } from './helpers/test-server.js';
import { STRIPE_TEST_SITE as SITE, startStripeTestServer } from './helpers/stripe-test-server.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { FakeStripe } from './fakes/fake-stripe.js';
import { formString } from './fakes/fake-stripe.form.js';
import type { HttpClient } from './helpers/http-client.js';

describe(`Stripe subscriptions: renewals, changes, cancellation (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let stripe: FakeStripe, server: TestServer, close: () => Promise<void>;
  before(async () => ({ stripe, server, close } = await startStripeTestServer()));
  after(() => close());

  const info = async (client: HttpClient) => (await client.get('auth-service/account-info')).body;

  /** Subscribes through Checkout and Stripe's events; answers the Stripe subscription id. */
  async function subscribe(client: HttpClient, plan: string): Promise<string> {
    const reply = await client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: plan, originatingPagePath: '/pricing' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const sessionId = reply.body.id as string;
    const deliveries = await stripe.completeSession(sessionId);
    assert.ok(deliveries.every((d) => d.status === 200), JSON.stringify(deliveries));
    return stripe.session(sessionId)!.subscription!;
  }

  it('subscribes in subscription mode: the first month is granted once, from the checkout event', async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'starter');
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    assert.equal(formString(sent.form, 'mode'), 'subscription');
    assert.equal(formString(sent.form, 'line_items.0.price_data.recurring.interval'), 'month');
    assert.equal(formString(sent.form, 'line_items.0.price_data.unit_amount'), '1999');
    assert.equal(formString(sent.form, 'line_items.0.price_data.product'), 'ai-photographer-plan-starter');
    assert.equal(formString(sent.form, 'subscription_data.metadata.plan'), 'starter');
    // customer.subscription.created and invoice.paid (subscription_create) came too: still one grant.
    assert.deepEqual(stripe.deliveries.slice(-3).map((d) => d.type), ['customer.subscription.created', 'invoice.paid', 'checkout.session.completed']);
    const account = await info(user.client);
    assert.equal(account.credits, 2000);
    assert.deepEqual(account.subscriptionPackage, { Reference: 'starter', Title: 'Starter' });
    const periodEnd = stripe.subscription(subscriptionId)!.items.data[0]!.current_period_end;
    assert.equal(account.nextBillingDate, new Date(periodEnd * 1000).toISOString());
    assert.equal(await server.system.payments.subscriptionService.isSubscriber(user.accountId), true);
  });

  it('grants each renewal invoice once, however often it is delivered', async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'pro');
    const { invoiceId, deliveries } = await stripe.renewSubscription(subscriptionId);
    assert.ok(deliveries.every((d) => d.status === 200));
    assert.equal((await info(user.client)).credits, 10000);
    const invoiceEvent = stripe.deliveries.find((d) => d.type === 'invoice.paid' && d.eventId === stripe.lastEventOf('invoice.paid')!.eventId)!;
    for (let i = 0; i < 3; i += 1) assert.equal((await stripe.redeliver(invoiceEvent.eventId)).status, 200);
    assert.equal((await info(user.client)).credits, 10000);
    const entry = await server.system.db.selectFrom('credit_ledger').select('amount').where('idempotency_key', '=', `invoice:${invoiceId}`).execute();
    assert.deepEqual(entry, [{ amount: 5000 }]);
    // The next month is another invoice: granted again.
    await stripe.renewSubscription(subscriptionId);
    assert.equal((await info(user.client)).credits, 15000);
    const newEnd = stripe.subscription(subscriptionId)!.items.data[0]!.current_period_end;
    assert.equal((await info(user.client)).nextBillingDate, new Date(newEnd * 1000).toISOString());
  });

  it('upgrades in place with prorations and grants the difference; a declined upgrade changes nothing', async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'starter');
    stripe.control.declineNextPayment = true;
    const declined = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'business', isUpgrade: true });
    assert.equal(declined.status, 400);
    assert.equal(declined.body.message, 'Your payment was declined: Your card was declined.');
    assert.deepEqual((await info(user.client)).subscriptionPackage, { Reference: 'starter', Title: 'Starter' });
    assert.equal((await info(user.client)).credits, 2000);

    const upgrade = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'pro', isUpgrade: true });
    assert.equal(upgrade.status, 200);
    assert.equal(upgrade.body.url, `${SITE}/purchase-confirmation?type=subscription`);
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    assert.equal(formString(update.form, 'items.0.id'), stripe.subscription(subscriptionId)!.items.data[0]!.id);
    assert.equal(formString(update.form, 'items.0.price_data.unit_amount'), '3999');
    assert.equal(formString(update.form, 'proration_behavior'), 'always_invoice');
    assert.equal(formString(update.form, 'payment_behavior'), 'error_if_incomplete');
    assert.equal(stripe.subscription(subscriptionId)!.items.data.length, 1, 'the same subscription, its item repriced');
    // The proration invoice (subscription_update) was delivered too and granted nothing more.
    await stripe.settled();
    assert.equal(stripe.lastEventOf('invoice.paid')!.status, 200);
    const account = await info(user.client);
    assert.equal(account.credits, 2000 + 3000);
    assert.deepEqual(account.subscriptionPackage, { Reference: 'pro', Title: 'Pro' });

    // A downgrade is not charged now, and the next renewal grants the smaller plan.
    await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'starter', isUpgrade: false });
    const downgrade = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    assert.equal(formString(downgrade.form, 'proration_behavior'), 'none');
    await stripe.renewSubscription(subscriptionId);
    assert.equal((await info(user.client)).credits, 5000 + 2000);
  });

  it('cancels at period end through Stripe, follows updated and deleted events, and keeps the credits', async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'business');
    const cancelled = await user.client.post('subscription-service/cancel-subscription');
    assert.equal(cancelled.status, 200);
    assert.match(cancelled.body.message, /stays active until/);
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`).at(-1)!;
    assert.equal(formString(update.form, 'cancel_at_period_end'), 'true');
    await stripe.settled();
    assert.equal(stripe.lastEventOf('customer.subscription.updated')!.status, 200);
    let account = await info(user.client);
    assert.deepEqual(account.subscriptionPackage, { Reference: 'business', Title: 'Business' });
    assert.equal(account.nextBillingDate, null);

    await stripe.endSubscription(subscriptionId);
    assert.equal(stripe.lastEventOf('customer.subscription.deleted')!.status, 200);
    account = await info(user.client);
    assert.equal(account.subscriptionPackage, null);
    assert.equal(account.credits, 12000, 'credits survive the cancelled subscription');
    assert.equal(await server.system.payments.subscriptionService.isSubscriber(user.accountId), false);
    const packages = (await user.client.get('subscription-service/packages')).body.packages;
    assert.equal(packages.some((p: any) => p.IsCurrentSubscription), false);
  });

  it('follows a subscription changed on Stripe’s side (dashboard): status and cancellation', async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'starter');
    const sub = stripe.subscription(subscriptionId)!;
    sub.status = 'past_due';
    assert.equal((await stripe.sendEvent('customer.subscription.updated', { id: subscriptionId, object: 'subscription', status: 'active' })).status, 200);
    // Only the id is trusted: the status comes from Stripe's own answer (past_due), not the event body.
    assert.equal(await server.system.payments.subscriptionService.isSubscriber(user.accountId), false);
    assert.deepEqual((await info(user.client)).subscriptionPackage, { Reference: 'starter', Title: 'Starter' });
  });

  it('Reset All ends the Stripe subscription at once and forgets it', async () => {
    const admin = await createSignedInUser(server, { admin: true });
    const subscriptionId = await subscribe(admin.client, 'starter');
    assert.equal((await admin.client.post('admin-service/reset-user-completely')).status, 200);
    // Stripe is told after the reset commits, by a job (no network call inside the transaction).
    await server.drainJobs();
    await stripe.settled();
    assert.ok(stripe.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`));
    assert.equal(stripe.subscription(subscriptionId)!.status, 'canceled');
    const account = await info(admin.client);
    assert.equal(account.subscriptionPackage, null);
    assert.equal(account.credits, 0);
    // The deleted event that follows is for a subscription we no longer keep: acknowledged, nothing changes.
    assert.equal(stripe.lastEventOf('customer.subscription.deleted')!.status, 200);
  });
});
