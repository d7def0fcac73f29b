// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { buyWithTestCheckout, startCheckout, submitTestCheckout } from './helpers/checkout.js';
import type { HttpClient } from './helpers/http-client.js';

const SITE = 'http://site.test';

describe(`subscriptions on the local provider (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ PUBLIC_URL: SITE, RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  const credits = async (client: HttpClient) => (await client.get('auth-service/account-info')).body.credits as number;
  const periodEnd = async (accountId: number) =>
    (await server.system.db.selectFrom('subscriptions').select('current_period_end').where('account_id', '=', accountId).executeTakeFirstOrThrow()).current_period_end;
  const subscribe = (client: HttpClient, plan: string) => buyWithTestCheckout(client, { purchaseType: 'subscription', subscriptionPlanReference: plan, isUpgrade: false });

  it('subscribes: first month of credits, account info and the packages list show the plan', async () => {
    const user = await createSignedInUser(server);
    const { url } = await startCheckout(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    assert.equal((await server.client().get(url.replace(server.url, ''))).status, 200);
    const paidFrom = Date.now();
    assert.equal((await submitTestCheckout(url, 'pay')).location, `${SITE}/purchase-confirmation?type=subscription`);
    const paidBy = Date.now();
    assert.equal(await credits(user.client), 2000);
    const info = (await user.client.get('auth-service/account-info')).body;
    assert.deepEqual(info.subscriptionPackage, { Reference: 'starter', Title: 'Starter' });
    const nextBilling = Date.parse(info.nextBillingDate);
    // A month after the payment: 28 to 31 days, with a day's margin either side.
    assert.ok(nextBilling > paidFrom + 27 * 86400_000 && nextBilling < paidBy + 32 * 86400_000, info.nextBillingDate);
    const packages = (await user.client.get('subscription-service/packages')).body.packages;
    assert.deepEqual(packages.filter((p: any) => p.IsCurrentSubscription).map((p: any) => p.Reference), ['starter']);
    // The renewal job for the end of the period is waiting in the queue.
    const job = await server.system.db.selectFrom('jobs').select(['name', 'run_at']).where('name', '=', 'subscription.renew')
      .where('singleton_key', 'like', `subscription.renew:${user.accountId}:%`).executeTakeFirstOrThrow();
    assert.equal(job.run_at.getTime(), nextBilling);
  });

  it('renews once per period: the next month grants the plan credits again, a second sweep nothing', async () => {
    const user = await createSignedInUser(server);
    await subscribe(user.client, 'pro');
    const end = await periodEnd(user.accountId);
    // (The sweep covers every account; other tests' subscribers may renew too, so this checks this user's credits.)
    await server.system.payments.subscriptionService.renewDueSubscriptions(new Date(end.getTime() - 1000));
    assert.equal(await credits(user.client), 5000);
    assert.ok((await server.system.payments.subscriptionService.renewDueSubscriptions(new Date(end.getTime() + 1000))) >= 1);
    assert.equal(await credits(user.client), 10000);
    await server.system.payments.subscriptionService.renewDueSubscriptions(new Date(end.getTime() + 2000));
    assert.equal(await credits(user.client), 10000);
    // The job that fires at the period end finds the period already renewed and grants nothing.
    await server.system.payments.subscriptionService.renewAccount(user.accountId);
    assert.equal(await credits(user.client), 10000);
    assert.ok((await periodEnd(user.accountId)).getTime() > end.getTime());
  });

  it('upgrades in place with the credit difference at once; downgrades at the next renewal', async () => {
    const user = await createSignedInUser(server);
    await subscribe(user.client, 'starter');
    const upgrade = await user.client.post('subscription-service/create-checkout-session', {
      purchaseType: 'subscription', subscriptionPlanReference: 'pro', isUpgrade: true, priceUsd: 39.99, originatingPagePath: '/buy-more',
    });
    assert.equal(upgrade.status, 200);
    assert.equal(upgrade.body.url, `${SITE}/purchase-confirmation?type=subscription`);
    assert.equal(await credits(user.client), 2000 + 3000);
    assert.deepEqual((await user.client.get('auth-service/account-info')).body.subscriptionPackage, { Reference: 'pro', Title: 'Pro' });
    const subscriptions = await server.system.db.selectFrom('subscriptions').select('account_id').where('account_id', '=', user.accountId).execute();
    assert.equal(subscriptions.length, 1, 'changed in place, not a second subscription');

    const same = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'pro', isUpgrade: true });
    assert.equal(same.status, 400);
    assert.equal(same.body.message, 'You are already subscribed to this plan.');

    // Even without isUpgrade, a subscriber's plan changes in place; a downgrade grants nothing now.
    const downgrade = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    assert.equal(downgrade.body.url, `${SITE}/purchase-confirmation?type=subscription`);
    assert.equal(await credits(user.client), 5000);
    const end = await periodEnd(user.accountId);
    await server.system.payments.subscriptionService.renewDueSubscriptions(new Date(end.getTime() + 1000));
    assert.equal(await credits(user.client), 5000 + 2000, 'the renewal grants the new, smaller plan');
  });

  it('cancels at period end and keeps the credits, also after the subscription has ended', async () => {
    const user = await createSignedInUser(server);
    const none = await user.client.post('subscription-service/cancel-subscription');
    assert.equal(none.status, 400);
    assert.equal(none.body.message, 'You do not have an active subscription.');

    await subscribe(user.client, 'business');
    const end = await periodEnd(user.accountId);
    const cancelled = await user.client.post('subscription-service/cancel-subscription');
    assert.equal(cancelled.status, 200);
    assert.match(cancelled.body.message, /^Your subscription has been cancelled\. It stays active until \d{1,2} \w+ \d{4}, and you keep all your credits\.$/);
    const info = (await user.client.get('auth-service/account-info')).body;
    assert.deepEqual(info.subscriptionPackage, { Reference: 'business', Title: 'Business' });
    assert.equal(info.nextBillingDate, null, 'nothing more will be billed');
    assert.equal((await user.client.post('subscription-service/cancel-subscription')).status, 200, 'cancelling twice is harmless');

    await server.system.payments.subscriptionService.renewDueSubscriptions(new Date(end.getTime() + 1000));
    assert.equal(await credits(user.client), 12000);
    const after = (await user.client.get('auth-service/account-info')).body;
    assert.equal(after.subscriptionPackage, null);
    assert.equal(await server.system.payments.subscriptionService.isSubscriber(user.accountId), false);
    assert.equal((await server.client().post('subscription-service/cancel-subscription')).status, 401);

    // A new subscription after the old one ended is a fresh checkout again.
    await subscribe(user.client, 'starter');
    assert.equal(await credits(user.client), 14000);
  });

  it('Reset All removes the subscription, the purchases and the credits', async () => {
    const admin = await createSignedInUser(server, { admin: true });
    await subscribe(admin.client, 'starter');
    await buyWithTestCheckout(admin.client, { purchaseType: 'payg', credits: 3000 });
    assert.equal((await admin.client.get('replicate-service/gen-status')).body.userHasPurchased, true);
    assert.equal((await admin.client.post('admin-service/reset-user-completely')).status, 200);
    const info = (await admin.client.get('auth-service/account-info')).body;
    assert.equal(info.credits, 0);
    assert.equal(info.subscriptionPackage, null);
    assert.equal(info.nextBillingDate, null);
    assert.equal((await admin.client.get('replicate-service/gen-status')).body.userHasPurchased, false);
    await server.system.payments.subscriptionService.renewDueSubscriptions(new Date(Date.now() + 40 * 86400_000));
    assert.equal(await credits(admin.client), 0);
  });
});
