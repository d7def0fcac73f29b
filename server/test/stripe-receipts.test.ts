// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FakeStripe } from './fakes/fake-stripe.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';
import { balanceAndLedgerSum, historyOf, paymentsOf, receiptsTo } from './helpers/receipts.js';
import { startStripeTestServer } from './helpers/stripe-test-server.js';
import type { TestServer } from './helpers/test-server.js';

describe(`receipts of Stripe payments, read back from a fake Stripe (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let stripe: FakeStripe, server: TestServer, close: () => Promise<void>;
  before(async () => ({ stripe, server, close } = await startStripeTestServer()));
  after(() => close());

  async function checkout(client: HttpClient, body: Record<string, unknown>): Promise<string> {
    const reply = await client.post('subscription-service/create-checkout-session', { originatingPagePath: '/pricing', ...body });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body.url.split('/').at(-1);
  }
  const receiptLine = (url: string) => `Your invoice and receipt from Stripe, our payment processor: ${url}`;

  it("a bundle's receipt carries the card charge's receipt page, read from Stripe, not from the event", async () => {
    const user = await createSignedInUser(server);
    const sessionId = await checkout(user.client, { purchaseType: 'payg', credits: 3000 });
    await stripe.completeSession(sessionId);
    const intent = stripe.paymentIntent(stripe.session(sessionId)!.payment_intent!)!;
    const receiptUrl = stripe.charge(intent.latest_charge!)!.receipt_url!;
    assert.match(receiptUrl, /^https:\/\/pay\.stripe\.com\/receipts\/payment\//);
    assert.ok(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/charges/${intent.latest_charge}`), 'asked Stripe for the charge');

    const [receipt, ...more] = await receiptsTo(server, user.email);
    assert.equal(more.length, 0);
    const payment = (await paymentsOf(server, user.accountId))[0]!;
    for (const line of ['Item: 3,000 credits', 'Amount paid: $39.99 (USD)', 'Credits added: 3,000', `Reference: ${payment.id}`, receiptLine(receiptUrl)]) {
      assert.ok(receipt!.text_body.includes(line), `${line}\n---\n${receipt!.text_body}`);
    }
    assert.doesNotMatch(receipt!.text_body, /test checkout/);
    const [entry] = await historyOf(user.client);
    assert.deepEqual([entry!.kind, entry!.amountCents, entry!.reference, entry!.receiptUrl], ['purchase', 3999, payment.id, receiptUrl]);
  });

  it('ten deliveries of one checkout event at once send one receipt; the balance is the ledger sum', async () => {
    const user = await createSignedInUser(server);
    const sessionId = await checkout(user.client, { purchaseType: 'payg', credits: 6000 });
    const target = stripe.control.webhookTarget;
    stripe.control.webhookTarget = '';
    await stripe.completeSession(sessionId); // paid at Stripe; the event has not reached us yet
    stripe.control.webhookTarget = target;
    const eventId = stripe.lastEventOf('checkout.session.completed')!.eventId;
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => stripe.redeliver(eventId)));
    assert.deepEqual(deliveries.map((d) => d.status), Array(10).fill(200));
    assert.equal((await receiptsTo(server, user.email)).length, 1);
    assert.deepEqual(await balanceAndLedgerSum(server, user.accountId), { balance: 6000, sum: 6000 });
  });

  it("a plan's first month, its renewal and an upgrade: a receipt each with the invoice's hosted page", async () => {
    const user = await createSignedInUser(server);
    const sessionId = await checkout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    await stripe.completeSession(sessionId);
    const subscriptionId = stripe.session(sessionId)!.subscription!;
    const firstInvoice = stripe.invoice(stripe.session(sessionId)!.invoice!)!;

    const { invoiceId } = await stripe.renewSubscription(subscriptionId);
    const renewalEvent = stripe.lastEventOf('invoice.paid')!.eventId;
    await Promise.all(Array.from({ length: 3 }, () => stripe.redeliver(renewalEvent)));
    const renewalInvoice = stripe.invoice(invoiceId)!;

    const upgrade = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'pro', isUpgrade: true });
    assert.equal(upgrade.status, 200, JSON.stringify(upgrade.body));
    await stripe.settled();
    const upgradeInvoice = stripe.invoice(stripe.subscription(subscriptionId)!.latest_invoice!)!;
    assert.equal(upgradeInvoice.billing_reason, 'subscription_update');

    const receipts = await receiptsTo(server, user.email);
    assert.deepEqual(receipts.map((r) => r.subject), [
      'Your receipt: Starter plan (monthly)', 'Your receipt: Starter plan — month 2', 'Your receipt: Plan upgrade: Starter → Pro',
    ]);
    const pages = [firstInvoice, renewalInvoice, upgradeInvoice].map((invoice) => invoice.hosted_invoice_url!);
    assert.equal(new Set(pages).size, 3);
    receipts.forEach((receipt, i) => assert.ok(receipt.text_body.includes(receiptLine(pages[i]!)), receipt.text_body));
    assert.match(receipts[1]!.text_body, /Amount paid: \$19\.99 \(USD\)\n\nCredits added: 2,000/);
    assert.match(receipts[2]!.text_body, /Amount paid: \$20\.00 \(USD\)\n\nCredits added: 3,000/);

    const [first, renewal, upgraded] = await paymentsOf(server, user.accountId);
    assert.deepEqual([renewal!.kind, renewal!.provider_session_id, renewal!.provider_subscription_id], ['renewal', invoiceId, subscriptionId]);
    assert.equal(first!.provider_subscription_id, subscriptionId);
    assert.deepEqual((await historyOf(user.client)).map((e) => [e.kind, e.reference, e.amountCents, e.credits, e.receiptUrl]), [
      ['plan-upgrade', upgraded!.id, 2000, 3000, pages[2]],
      ['renewal', renewal!.id, 1999, 2000, pages[1]],
      ['subscription', first!.id, 1999, 2000, pages[0]],
    ]);
    assert.deepEqual(await balanceAndLedgerSum(server, user.accountId), { balance: 7000, sum: 7000 });
  });

  it("a photo pack's receipt and history line carry the charge's receipt page", async () => {
    const user = await createSignedInUser(server);
    const reply = await user.client.post('photo-pack-service/photo-packs/checkout', { photoPackReference: 'linkedin-headshots', originatingPagePath: '/buy-packs' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    await stripe.completeSession(reply.body.sessionId);
    const charge = stripe.charge(stripe.paymentIntent(stripe.session(reply.body.sessionId)!.payment_intent!)!.latest_charge!)!;
    const [receipt] = await receiptsTo(server, user.email);
    assert.ok(receipt!.text_body.includes(receiptLine(charge.receipt_url!)));
    assert.match(receipt!.text_body, /Item: LinkedIn Headshots photo pack\n\nAmount paid: \$7\.99 \(USD\)\n\nCredits added: none/);
    assert.equal((await historyOf(user.client))[0]!.receiptUrl, charge.receipt_url);
  });

  it('a second subscription paid by mistake is refunded: no receipt, and a refund in the history', async () => {
    const user = await createSignedInUser(server);
    const first = await checkout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    // The first checkout is old enough that a second may open (a subscription checkout blocks others for 35 minutes).
    await server.system.db.updateTable('payments').set({ created_at: new Date(Date.now() - 3600_000) } as never)
      .where('account_id', '=', user.accountId).execute();
    const second = await checkout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'pro' });
    await stripe.completeSession(first);
    await stripe.completeSession(second);
    await server.drainJobs();
    assert.deepEqual((await receiptsTo(server, user.email)).map((r) => r.subject), ['Your receipt: Starter plan (monthly)']);
    const [, duplicate] = await paymentsOf(server, user.accountId);
    assert.equal(duplicate!.status, 'refunded');
    assert.deepEqual((await historyOf(user.client)).map((e) => [e.kind, e.title, e.amountCents, e.credits]), [
      ['subscription', 'Starter plan (monthly)', 1999, 2000],
      ['refund', 'Refund: Pro plan (monthly), bought twice', -3999, 0],
    ]);
  });
});
