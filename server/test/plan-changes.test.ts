// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createSignedInUser } from './helpers/fixtures.js';
import { buyWithTestCheckout, startCheckout, submitTestCheckout } from './helpers/checkout.js';
import type { HttpClient } from './helpers/http-client.js';
import { startStripeTestServer } from './helpers/stripe-test-server.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import type { FakeStripe } from './fakes/fake-stripe.js';

const DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const CONCURRENT_CHANGES = 50;

const changePlan = (client: HttpClient, plan: string) =>
  client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: plan, isUpgrade: true });
const credits = async (client: HttpClient) => (await client.get('auth-service/account-info')).body.credits as number;

/** Balance and ledger agree, and what the ledger says the account was granted for purchases. */
async function ledgerOf(server: TestServer, client: HttpClient, accountId: number) {
  const rows = await server.system.db.selectFrom('credit_ledger').select(['amount', 'reason']).where('account_id', '=', accountId).execute();
  const sum = rows.reduce((total, row) => total + row.amount, 0);
  assert.equal(await credits(client), sum, 'balance = ledger sum');
  return { sum, purchases: rows.filter((row) => row.reason === 'purchase').length };
}

async function paymentsOf(server: TestServer, accountId: number) {
  return server.system.db.selectFrom('payments').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
}

describe(`plan changes never mint credits: local provider (${DB_KIND})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ PUBLIC_URL: 'http://site.test', RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  const subscribe = (client: HttpClient, plan: string) =>
    buyWithTestCheckout(client, { purchaseType: 'subscription', subscriptionPlanReference: plan });

  it(`${CONCURRENT_CHANGES} concurrent upgrades: exactly one change, one grant`, async () => {
    const user = await createSignedInUser(server);
    await subscribe(user.client, 'starter');
    const replies = await Promise.all(Array.from({ length: CONCURRENT_CHANGES }, () => changePlan(user.client, 'pro')));
    const statuses = replies.map((reply) => reply.status);
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(','));
    // The others were refused while the change ran (409) or after it, as a change to the plan already held (400).
    assert.ok(statuses.every((status) => status === 200 || status === 409 || status === 400), statuses.join(','));
    const upgrades = (await paymentsOf(server, user.accountId)).filter((p) => p.kind === 'plan-upgrade');
    assert.deepEqual(upgrades.map((p) => [p.status, p.credits]), [['fulfilled', 3000]]);
    const { sum, purchases } = await ledgerOf(server, user.client, user.accountId);
    assert.equal(sum, 5000);
    assert.equal(purchases, 2);
    console.log(`[measure] ${DB_KIND}: ${CONCURRENT_CHANGES} concurrent upgrades → ${statuses.filter((s) => s === 200).length} change, ${upgrades.length} grant; `
      + `refused ${statuses.filter((s) => s === 409).length}×409 ${statuses.filter((s) => s === 400).length}×400`);
  });

  it('Starter → Pro → Starter → Pro in one period grants no more than the highest plan, then a bigger plan its difference', async () => {
    const user = await createSignedInUser(server);
    await subscribe(user.client, 'starter');
    for (const plan of ['pro', 'starter', 'pro', 'starter', 'pro']) assert.equal((await changePlan(user.client, plan)).status, 200, plan);
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 5000);
    const upgrades = (await paymentsOf(server, user.accountId)).filter((p) => p.kind === 'plan-upgrade');
    assert.equal(upgrades.length, 1, 'going back up to a plan this period already paid for is not charged');
    assert.equal((await changePlan(user.client, 'business')).status, 200);
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 12000);
  });

  it('a new period starts from its renewal: an upgrade then grants the difference above the renewed plan', async () => {
    const user = await createSignedInUser(server);
    await subscribe(user.client, 'starter');
    await changePlan(user.client, 'pro');
    await changePlan(user.client, 'starter');
    const { current_period_end: end } = await server.system.db.selectFrom('subscriptions').select('current_period_end')
      .where('account_id', '=', user.accountId).executeTakeFirstOrThrow();
    await server.system.payments.subscriptionService.renewDueSubscriptions(new Date(end.getTime() + 1000));
    assert.equal(await credits(user.client), 5000 + 2000, 'the renewal grants the plan held then (starter)');
    assert.equal((await changePlan(user.client, 'pro')).status, 200);
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 5000 + 2000 + 3000);
  });

  it('one open subscription checkout at a time: the same plan resumes it, another plan is refused until it ends', async () => {
    const user = await createSignedInUser(server);
    const replies = await Promise.all(Array.from({ length: 20 }, () =>
      user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'starter' })));
    assert.ok(replies.every((reply) => reply.status === 200 || reply.status === 409), replies.map((r) => r.status).join(','));
    const ids = new Set(replies.filter((reply) => reply.status === 200).map((reply) => reply.body.id));
    assert.equal(ids.size, 1, 'every answer names the one open checkout');
    assert.equal((await paymentsOf(server, user.accountId)).length, 1);

    const other = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'pro' });
    assert.equal(other.status, 409);
    assert.match(other.body.message, /already have a subscription checkout open/);

    const open = replies.find((reply) => reply.status === 200)!.body;
    await submitTestCheckout(open.url, 'cancel');
    const { url } = await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'pro' });
    await submitTestCheckout(url, 'pay');
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 5000);
    assert.deepEqual((await user.client.get('auth-service/account-info')).body.subscriptionPackage, { Reference: 'pro', Title: 'Pro' });
  });

  it('two subscription checkouts paid anyway: the second is refunded, only one plan is granted', async () => {
    const user = await createSignedInUser(server);
    const first = await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    // The open checkout window has passed (its expiry was not honoured): a second checkout opens.
    await server.system.db.updateTable('payments').set({ created_at: new Date(Date.now() - 3600_000) } as never)
      .where('account_id', '=', user.accountId).execute();
    const second = await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'pro' });
    await Promise.all([submitTestCheckout(first.url, 'pay'), submitTestCheckout(second.url, 'pay')]);
    const payments = await paymentsOf(server, user.accountId);
    assert.deepEqual(payments.map((p) => p.status).sort(), ['fulfilled', 'refunded']);
    const kept = payments.find((p) => p.status === 'fulfilled')!;
    const { sum } = await ledgerOf(server, user.client, user.accountId);
    assert.equal(sum, kept.credits, 'only the kept plan is granted');
    assert.equal((await user.client.get('auth-service/account-info')).body.subscriptionPackage.Reference, kept.item_reference);
  });
});

describe(`plan changes never mint credits: Stripe (${DB_KIND})`, () => {
  let stripe: FakeStripe, server: TestServer, close: () => Promise<void>;
  before(async () => ({ stripe, server, close } = await startStripeTestServer()));
  after(() => close());

  async function subscribe(client: HttpClient, plan: string): Promise<string> {
    const { id } = await startCheckout(client, { purchaseType: 'subscription', subscriptionPlanReference: plan });
    await stripe.completeSession(id);
    return stripe.session(id)!.subscription!;
  }

  it(`${CONCURRENT_CHANGES} concurrent upgrades: one change at Stripe, one invoice, its credits once`, async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'starter');
    const replies = await Promise.all(Array.from({ length: CONCURRENT_CHANGES }, () => changePlan(user.client, 'pro')));
    await stripe.settled();
    const statuses = replies.map((reply) => reply.status);
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(','));
    const updates = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`);
    assert.equal(updates.length, 1, 'one change reached Stripe');
    const upgradeInvoice = stripe.lastEventOf('invoice.paid')!;
    for (let i = 0; i < 3; i += 1) assert.equal((await stripe.redeliver(upgradeInvoice.eventId)).status, 200);
    const upgrades = (await paymentsOf(server, user.accountId)).filter((p) => p.kind === 'plan-upgrade');
    assert.deepEqual(upgrades.map((p) => [p.status, p.credits]), [['fulfilled', 3000]]);
    assert.equal(upgrades[0]!.provider_session_id, stripe.subscription(subscriptionId)!.latest_invoice, 'the payment is settled by the proration invoice');
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 5000);
  });

  it('the upgrade credit follows the paid proration invoice when its event comes first', async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'starter');
    // The invoice.paid event alone settles the upgrade: run the change's invoice through the webhook
    // service before the change's own answer is used (as when the event wins the race).
    assert.equal((await changePlan(user.client, 'pro')).status, 200);
    await stripe.settled();
    const invoiceId = stripe.subscription(subscriptionId)!.latest_invoice!;
    assert.equal(stripe.invoice(invoiceId)!.billing_reason, 'subscription_update');
    await server.system.payments.subscriptionService.settleUpgradeInvoice(invoiceId, subscriptionId);
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 5000);
  });

  it('Starter → Pro → Starter → Pro: the second upgrade is neither charged nor granted', async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'starter');
    for (const plan of ['pro', 'starter', 'pro']) assert.equal((await changePlan(user.client, plan)).status, 200, plan);
    await stripe.settled();
    const prorations = stripe.deliveries.filter((d) => d.type === 'invoice.paid').length;
    const updates = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`);
    assert.deepEqual(updates.map((r) => r.form.proration_behavior), ['always_invoice', 'none', 'none']);
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 5000);
    // A renewal starts a new period with the plan held then; an upgrade after it is charged again.
    await stripe.renewSubscription(subscriptionId);
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 10000);
    assert.ok(prorations > 0);
  });

  it('an event whose state Stripe gave before a later plan change does not undo that change', async () => {
    const user = await createSignedInUser(server);
    const subscriptionId = await subscribe(user.client, 'starter');
    assert.equal((await changePlan(user.client, 'pro')).status, 200);
    await stripe.settled();
    // A webhook read the subscription (on Pro) from Stripe; before it applies that, the user goes back to Starter.
    const readAt = new Date();
    const readThen = { id: subscriptionId, customerId: null, status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000), planReference: 'pro' };
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal((await changePlan(user.client, 'starter')).status, 200);
    await stripe.settled();
    await server.system.payments.subscriptionService.applyProviderState(readThen, readAt);
    const shown = async () => (await user.client.get('auth-service/account-info')).body.subscriptionPackage.Reference;
    assert.equal(await shown(), 'starter', 'the older state is not applied');
    assert.equal((await changePlan(user.client, 'pro')).status, 200, 'and Pro can be chosen again');
    // A state read after the record last changed is applied.
    await stripe.settled();
    await server.system.payments.subscriptionService.applyProviderState({ ...readThen, planReference: 'starter' }, new Date(Date.now() + 1000));
    assert.equal(await shown(), 'starter');
  });

  it('a second subscription paid at Stripe is cancelled and refunded by a job, and grants nothing', async () => {
    const user = await createSignedInUser(server);
    const first = await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    await server.system.db.updateTable('payments').set({ created_at: new Date(Date.now() - 3600_000) } as never)
      .where('account_id', '=', user.accountId).execute();
    const second = await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'pro' });
    await stripe.completeSession(first.id);
    await stripe.completeSession(second.id);
    await server.drainJobs();
    await stripe.settled();
    const duplicate = stripe.subscription(stripe.session(second.id)!.subscription!)!;
    assert.equal(duplicate.status, 'canceled');
    const paidInvoice = duplicate.latest_invoice!;
    assert.equal(stripe.refunds.length > 0 && stripe.refunds.at(-1)!.amount, stripe.invoice(paidInvoice)!.amount_paid);
    // Pro beside Starter is not the same charge twice, the buyer did not ask, nothing was fraudulent: no reason.
    assert.equal(stripe.refunds.at(-1)!.reason, null);
    const payments = await paymentsOf(server, user.accountId);
    assert.deepEqual(payments.map((p) => [p.item_reference, p.status]), [['starter', 'fulfilled'], ['pro', 'refunded']]);
    assert.equal((await ledgerOf(server, user.client, user.accountId)).sum, 2000);
    assert.deepEqual((await user.client.get('auth-service/account-info')).body.subscriptionPackage, { Reference: 'starter', Title: 'Starter' });
    // The job is idempotent: running the refund again refunds nothing more.
    const refunds = stripe.refunds.length;
    await server.system.payments.subscriptionService.refundDuplicate(payments[1]!.id, duplicate.id);
    assert.equal(stripe.refunds.length, refunds);
  });

  it('a second subscription of the plan already paid for is refunded as a duplicate', async () => {
    const user = await createSignedInUser(server);
    const first = await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    await server.system.db.updateTable('payments').set({ created_at: new Date(Date.now() - 3600_000) } as never)
      .where('account_id', '=', user.accountId).execute();
    const second = await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    assert.notEqual(second.id, first.id, 'the first checkout is old enough that a second one opens');
    await stripe.completeSession(first.id);
    await stripe.completeSession(second.id);
    await server.drainJobs();
    await stripe.settled();
    const duplicate = stripe.subscription(stripe.session(second.id)!.subscription!)!;
    const refund = stripe.refunds.at(-1)!;
    assert.equal(refund.amount, stripe.invoice(duplicate.latest_invoice!)!.amount_paid);
    assert.equal(refund.reason, 'duplicate');
  });
});
