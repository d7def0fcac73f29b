// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { openTestCheckout, startCheckout, submitTestCheckout } from './helpers/checkout.js';

const SITE = 'http://site.test';
const DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`local test checkout (${DB_KIND})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ PUBLIC_URL: SITE, RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  const ledger = (accountId: number) =>
    server.system.db.selectFrom('credit_ledger').select(['amount', 'reason', 'idempotency_key']).where('account_id', '=', accountId).orderBy('id').execute();

  it('lists plans (whale included) and payg bundles in the contract shape, for visitors too', async () => {
    const reply = await server.client().get('subscription-service/packages');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.status, 'success');
    const byRef = new Map<string, any>(reply.body.packages.map((p: any) => [p.Reference, p]));
    assert.deepEqual(byRef.get('pro'), {
      Reference: 'pro', Title: 'Pro', Emoji: '🚀', Price: '$39.99', OldPrice: null, Credits: 5000, Type: 'subscription',
      IsMostPopular: true, IsCurrentSubscription: false,
    });
    assert.equal(byRef.get('whale').Type, 'subscription');
    assert.deepEqual(reply.body.packages.filter((p: any) => p.Type === 'payg').map((p: any) => p.Credits), [3000, 6000, 30000, 70000]);
    assert.ok(reply.body.packages.every((p: any) => /^\$\d+\.\d{2}$/.test(p.Price)));
  });

  it('buys a payg bundle end to end: the page, Pay, credits once, and the confirmation redirect', async () => {
    const user = await createSignedInUser(server);
    const { id, url } = await startCheckout(user.client, { purchaseType: 'payg', credits: 3000, priceUsd: 39.99 });
    assert.match(id, /^lcs_/);
    assert.equal(new URL(url).origin, server.url, 'the test checkout is served by the API the browser called');
    // Opening a checkout (or reaching the success page) grants nothing: only the payment event does.
    assert.equal((await user.client.get('auth-service/account-info')).body.credits, 0);

    const page = await openTestCheckout(url);
    assert.equal(page.status, 200);
    assert.match(page.contentType ?? '', /text\/html/);
    assert.match(page.html, /TEST CHECKOUT — no real payment/);
    assert.match(page.html, /3K credits/);
    assert.match(page.html, /\$39\.99/);
    assert.match(page.html, /<meta name="viewport"/);
    assert.match(page.html, /<button class="pay" type="submit" autofocus>Pay \$39\.99<\/button>/);

    const paid = await submitTestCheckout(url, 'pay');
    assert.equal(paid.status, 303);
    assert.equal(paid.location, `${SITE}/purchase-confirmation?type=payg`);
    // Pressing Pay again (back button, double click) changes nothing.
    assert.equal((await submitTestCheckout(url, 'pay')).location, `${SITE}/purchase-confirmation?type=payg`);
    assert.equal((await user.client.get('auth-service/account-info')).body.credits, 3000);
    assert.deepEqual(await ledger(user.accountId), [{ amount: 3000, reason: 'purchase', idempotency_key: `checkout:${(await paymentOf(user.accountId)).id}` }]);
    assert.equal((await user.client.get('replicate-service/gen-status')).body.userHasPurchased, true);
    assert.match((await openTestCheckout(url)).html, /already paid/);
  });

  it('Cancel buys nothing and goes back to the page the purchase started on', async () => {
    const user = await createSignedInUser(server);
    const { url } = await startCheckout(user.client, { purchaseType: 'payg', credits: 6000, originatingPagePath: '/payg-pricing?r=abc' });
    const cancelled = await submitTestCheckout(url, 'cancel');
    assert.equal(cancelled.status, 303);
    assert.equal(cancelled.location, `${SITE}/payg-pricing?r=abc`);
    const payAfter = await submitTestCheckout(url, 'pay');
    assert.equal(payAfter.status, 400);
    assert.match(payAfter.text, /This checkout was cancelled/);
    assert.equal((await user.client.get('auth-service/account-info')).body.credits, 0);
    assert.equal((await user.client.get('replicate-service/gen-status')).body.userHasPurchased, false);
    assert.match((await openTestCheckout(url)).html, /was cancelled/);
  });

  it('prices from the catalogue, never from priceUsd, and answers bad input with a clear 400', async () => {
    const user = await createSignedInUser(server);
    const cheap = await startCheckout(user.client, { purchaseType: 'payg', credits: 70000, priceUsd: 0.01 });
    assert.match((await openTestCheckout(cheap.url)).html, /\$749\.99/);
    const payment = await paymentOf(user.accountId);
    assert.equal(payment.amount_cents, 74999);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ purchaseType: 'subscription', subscriptionPlanReference: 'platinum' }, 'Unknown subscription plan.'],
      [{ purchaseType: 'subscription' }, 'Unknown subscription plan.'],
      [{ purchaseType: 'subscription', subscriptionPlanReference: 'payg-3000' }, 'Unknown subscription plan.'],
      [{ purchaseType: 'payg', credits: 1234 }, 'credits: Unknown credit bundle'],
      [{ purchaseType: 'payg' }, 'Unknown credit bundle.'],
      [{ purchaseType: 'lifetime', credits: 3000 }, 'purchaseType'],
      [{ purchaseType: 'payg', credits: 'lots' }, 'credits'],
    ];
    for (const [body, message] of cases) {
      const reply = await user.client.post('subscription-service/create-checkout-session', body);
      assert.equal(reply.status, 400, JSON.stringify(body));
      assert.equal(reply.body.status, 'error');
      assert.ok(reply.body.message.includes(message), `${JSON.stringify(body)} → ${reply.body.message}`);
    }
    const unknownPack = await user.client.post('photo-pack-service/photo-packs/checkout', { photoPackReference: 'no-such-pack' });
    assert.equal(unknownPack.status, 400);
    assert.equal(unknownPack.body.message, 'Unknown photo pack.');
    assert.equal((await server.client().post('subscription-service/create-checkout-session', { purchaseType: 'payg', credits: 3000 })).status, 401);
    assert.equal((await openTestCheckout(`${server.url}/ai-photographer/test-checkout/lcs_nosuchsession0000`)).status, 404);
    assert.equal((await submitTestCheckout(`${server.url}/ai-photographer/test-checkout/lcs_nosuchsession0000`, 'pay')).status, 404);
    assert.equal((await user.client.get('auth-service/account-info')).body.credits, 0);
  });

  it('never redirects Cancel off the site', async () => {
    const user = await createSignedInUser(server);
    for (const origin of ['https://evil.example/phish', '//evil.example/x', '/\\evil.example']) {
      const { url } = await startCheckout(user.client, { purchaseType: 'payg', credits: 3000, originatingPagePath: origin });
      assert.equal((await submitTestCheckout(url, 'cancel')).location, `${SITE}/pricing`);
    }
  });

  it('sells a photo pack at the packs catalogue price, 35 % less for subscribers, and records the purchase', async () => {
    const user = await createSignedInUser(server);
    const pack = await server.system.packs.packSales.byReference('linkedin-headshots');
    assert.ok(pack, 'the seeded pack exists');
    const checkout = await user.client.post('photo-pack-service/photo-packs/checkout', { photoPackReference: 'linkedin-headshots', priceUsd: 0.5, originatingPagePath: '/buy-packs' });
    assert.equal(checkout.status, 200);
    assert.match(checkout.body.sessionId, /^lcs_/);
    assert.match((await openTestCheckout(checkout.body.url)).html, /\$7\.99/);
    const paid = await submitTestCheckout(checkout.body.url, 'pay');
    assert.equal(paid.location, `${SITE}/purchase-confirmation?type=photo-pack`);
    const last = await user.client.post('photo-pack-service/get-last-pack-purchase-id');
    assert.equal(last.body.status, 'success');
    // A pack without training adds no credits, yet the user has purchased.
    assert.equal((await user.client.get('replicate-service/gen-status')).body.credits, 0);
    assert.equal((await user.client.get('replicate-service/gen-status')).body.userHasPurchased, true);

    // A starter pack pays for the model's training too: a training, not credits another spend could take.
    const starter = await user.client.post('photo-pack-service/photo-packs/checkout', { photoPackReference: 'linkedin-headshots-starter' });
    await submitTestCheckout(starter.body.url, 'pay');
    const info = (await user.client.get('auth-service/account-info')).body;
    assert.deepEqual([info.credits, info.trainingsIncluded], [0, 1]);

    // Subscribers pay 35 % less: $7.99 → $5.19.
    await submitTestCheckout((await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' })).url, 'pay');
    assert.equal(await server.system.payments.subscriptionService.isSubscriber(user.accountId), true);
    const discounted = await user.client.post('photo-pack-service/photo-packs/checkout', { photoPackReference: 'linkedin-headshots', priceUsd: 7.99 });
    assert.match((await openTestCheckout(discounted.body.url)).html, /\$5\.19/);
  });

  it(`keeps the balance equal to the ledger sum under 200 concurrent purchases and debits (${DB_KIND})`, async () => {
    const user = await createSignedInUser(server);
    const checkouts = await Promise.all(Array.from({ length: 100 }, () => startCheckout(user.client, { purchaseType: 'payg', credits: 3000 })));
    const started = performance.now();
    // Each checkout paid twice at once (a double click), interleaved with 100 debits of 10 credits.
    const pays = checkouts.flatMap(({ url }) => [submitTestCheckout(url, 'pay'), submitTestCheckout(url, 'pay')]);
    const firstGrant = Promise.race(pays);
    const results = await Promise.allSettled([
      ...pays,
      // Half the debits start at once, before any grant (they may meet an empty balance: 402), half once
      // the first grant has landed, so they race the other grants whatever the machine's speed.
      ...Array.from({ length: 100 }, async (_, i) => {
        if (i % 2 === 1) await firstGrant;
        await new Promise((resolve) => setTimeout(resolve, i * 5));
        return server.system.credits.creditsService.post({ accountId: user.accountId, amount: -10, reason: 'generation', idempotencyKey: `load-debit-${user.accountId}-${i}` });
      }),
    ]);
    const elapsedMs = performance.now() - started;
    const payResults = results.slice(0, 200);
    const debits = results.slice(200);
    assert.ok(payResults.every((r) => r.status === 'fulfilled' && (r.value as { status: number }).status === 303), 'every Pay answered with the redirect');
    const debited = debits.filter((r) => r.status === 'fulfilled').length;
    const rows = await ledger(user.accountId);
    const sum = rows.reduce((total, row) => total + row.amount, 0);
    const balance = (await user.client.get('auth-service/account-info')).body.credits;
    assert.equal(rows.filter((r) => r.reason === 'purchase').length, 100, 'one grant per checkout');
    assert.equal(balance, sum);
    assert.equal(balance, 100 * 3000 - debited * 10);
    assert.ok(debited > 0, 'some debits ran between the grants');
    assert.ok(debits.every((r) => r.status === 'fulfilled' || /enough credits/.test(String((r.reason as Error).message))), 'a refused debit is the not-enough-credits answer');
    console.log(`[measure] ${DB_KIND}: 200 concurrent Pay + 100 debits in ${elapsedMs.toFixed(0)} ms; balance ${balance} = ledger sum ${sum} (${rows.length} rows, ${debited} debits applied)`);
  });

  async function paymentOf(accountId: number) {
    return server.system.db.selectFrom('payments').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  }
});
