// @test-databases pglite
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { AppError } from '../src/kernel/app-error.js';
import { createCreditsService, type CreditsService } from '../src/modules/credits/credits.service.js';
import { checkoutKey, createFulfilmentService, type FulfilmentService } from '../src/modules/payments/fulfilment.service.js';
import { addOneMonth } from '../src/kernel/money.js';
import type { PackPorts } from '../src/modules/payments/pack-ports.js';
import { createLocalPaymentProvider } from '../src/modules/payments/providers/local.provider.js';
import { createReceiptsService } from '../src/modules/payments/receipts.service.js';
import {
  createSubscriptionService, NO_SUBSCRIPTION_MESSAGE, SAME_PLAN_MESSAGE, type SubscriptionService,
} from '../src/modules/payments/subscription.service.js';
import { createInMemoryCatalogueRepository } from './in-memory/in-memory-catalogue.repository.js';
import { createInMemoryDatabase, type InMemoryDatabase } from './in-memory/in-memory-database.js';
import { InMemoryJobQueue } from './in-memory/in-memory-job-queue.js';
import { createInMemoryLedgerRepository } from './in-memory/in-memory-ledger.repository.js';
import { createInMemoryTrainingEntitlementsRepository } from './in-memory/in-memory-training-entitlements.repository.js';
import { createInMemoryMailer } from './in-memory/in-memory-mailer.js';
import { createInMemoryPaymentsRepository } from './in-memory/in-memory-payments.repository.js';
import { createInMemorySubscriptionsRepository } from './in-memory/in-memory-subscriptions.repository.js';

const noPackBought = (): never => {
  throw new Error('no photo pack is bought in these tests');
};
const noPacks: PackPorts = { sales: { byReference: noPackBought }, purchases: { record: noPackBought } };

describe('subscriptions: plan changes and renewals (in memory, local provider)', () => {
  let db: InMemoryDatabase;
  let credits: CreditsService;
  let payments: ReturnType<typeof createInMemoryPaymentsRepository>;
  let subscriptions: ReturnType<typeof createInMemorySubscriptionsRepository>;
  let catalogue: ReturnType<typeof createInMemoryCatalogueRepository>;
  let queue: InMemoryJobQueue;
  let fulfilment: FulfilmentService;
  let sut: SubscriptionService;
  let accountId: number;
  let sentMail: ReturnType<typeof createInMemoryMailer>['sent'];

  beforeEach(() => {
    db = createInMemoryDatabase();
    credits = createCreditsService(createInMemoryLedgerRepository(db), createInMemoryTrainingEntitlementsRepository(db));
    payments = createInMemoryPaymentsRepository(db);
    subscriptions = createInMemorySubscriptionsRepository(db);
    catalogue = createInMemoryCatalogueRepository();
    queue = new InMemoryJobQueue(db);
    const outbox = createInMemoryMailer(db);
    sentMail = outbox.sent;
    const receipts = createReceiptsService({
      payments: payments.repository, mailer: outbox.mailer, links: { accountPage: 'http://site.test/account', supportEmail: 'billing@example.com' },
    });
    const common = {
      transaction: db.transaction, payments: payments.repository, subscriptions: subscriptions.repository, catalogue: catalogue.repository, credits, queue, receipts,
    };
    fulfilment = createFulfilmentService({ ...common, packs: noPacks });
    sut = createSubscriptionService({ ...common, provider: createLocalPaymentProvider(), fulfilment });
    accountId = db.addAccount();
  });

  /** The test checkout's Pay for a plan: its first month's credits and the subscription. */
  async function subscribe(reference: string): Promise<void> {
    const plan = catalogue.plan(reference);
    const id = `pay_${db.nextId()}`;
    await payments.repository.insert({
      id, accountId, kind: 'subscription', itemReference: plan.reference, title: plan.title, credits: plan.credits,
      amountCents: plan.priceCents, provider: 'local', originatingPagePath: '/pricing',
    });
    await fulfilment.fulfil(id);
  }
  const change = (reference: string) => sut.changePlan(accountId, catalogue.plan(reference), '/account');
  const subscription = () => subscriptions.rows.find((row) => row.account_id === accountId);
  const upgrades = () => payments.rows.filter((p) => p.kind === 'plan-upgrade').map((p) => [p.status, p.credits]);

  it('an upgrade grants the new plan\'s credits above what the period already granted', async () => {
    await subscribe('starter');
    const paymentId = await change('pro');
    assert.ok(paymentId);
    assert.equal(await credits.balance(accountId), 5000);
    assert.deepEqual(upgrades(), [['fulfilled', 3000]]);
    assert.deepEqual([subscription()?.package_reference, subscription()?.period_credits_granted, subscription()?.plan_change_started_at], ['pro', 5000, null]);
    assert.equal((await credits.entries(accountId)).at(-1)?.idempotencyKey, checkoutKey(paymentId));
  });

  it('a downgrade grants nothing, and going back up in the same period grants nothing more', async () => {
    await subscribe('starter');
    await change('pro');
    assert.equal(await change('starter'), null);
    assert.equal(await change('pro'), null);
    assert.equal(await credits.balance(accountId), 5000);
    assert.deepEqual(upgrades(), [['fulfilled', 3000]]);
    await change('business');
    assert.equal(await credits.balance(accountId), 12000, 'a bigger plan grants only its difference to the highest one');
  });

  it('50 concurrent upgrades: one change, one grant; the rest are refused', async () => {
    await subscribe('starter');
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => change('pro')));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    assert.equal(results.length - refused.length, 1);
    assert.ok(refused.every((r) => r.reason instanceof AppError && [400, 409].includes(r.reason.httpStatus)));
    assert.deepEqual(upgrades(), [['fulfilled', 3000]]);
    assert.equal(await credits.balance(accountId), 5000);
  });

  it('refuses a change without a subscription or to the plan already held', async () => {
    await assert.rejects(change('pro'), (e: unknown) => e instanceof AppError && e.message === NO_SUBSCRIPTION_MESSAGE);
    await subscribe('starter');
    await assert.rejects(change('starter'), (e: unknown) => e instanceof AppError && e.message === SAME_PLAN_MESSAGE);
  });

  it('a payment fulfilled twice at once (a replayed event) grants once and sends one receipt', async () => {
    await payments.repository.insert({
      id: 'pay_bundle', accountId, kind: 'payg', itemReference: 'bundle-1000', title: '1000 credits', credits: 1000,
      amountCents: 1000, provider: 'local', originatingPagePath: '/pricing',
    });
    const results = await Promise.all([fulfilment.fulfil('pay_bundle'), fulfilment.fulfil('pay_bundle')]);
    assert.deepEqual(results.map((r) => r.applied).sort(), [false, true]);
    assert.equal(await credits.balance(accountId), 1000);
    assert.equal(payments.rows[0]?.status, 'fulfilled');
    assert.deepEqual(sentMail.map((m) => [m.to, m.subject]), [[`user-${accountId}@example.com`, 'Your receipt: 1,000 credits']]);
  });

  it('renews each ended period once, however often and concurrently the sweep runs', async () => {
    await subscribe('starter');
    const end = subscription()?.current_period_end ?? new Date();
    const twoPeriodsLater = new Date(addOneMonth(end).getTime() + 1000);
    const renewed = await Promise.all([sut.renewDueSubscriptions(twoPeriodsLater), sut.renewDueSubscriptions(twoPeriodsLater)]);
    assert.equal(renewed.reduce((a, b) => a + b, 0), 2);
    assert.equal(await sut.renewDueSubscriptions(twoPeriodsLater), 0);
    assert.equal(await credits.balance(accountId), 3 * 2000);
    assert.equal(subscription()?.current_period_end.getTime(), addOneMonth(addOneMonth(end)).getTime());
    // Each renewal is a payment of its own, with its own receipt.
    const renewals = payments.rows.filter((p) => p.kind === 'renewal');
    assert.deepEqual(renewals.map((p) => [p.title, p.amount_cents, p.credits, p.status]), [
      ['Starter plan — month 2', 1900, 2000, 'fulfilled'], ['Starter plan — month 3', 1900, 2000, 'fulfilled'],
    ]);
    assert.deepEqual(sentMail.map((m) => m.subject), ['Your receipt: Starter', 'Your receipt: Starter plan — month 2', 'Your receipt: Starter plan — month 3']);
  });

  it('a new period is measured from its renewal: an upgrade then grants its difference again', async () => {
    await subscribe('starter');
    await change('pro');
    await change('starter');
    await sut.renewDueSubscriptions(new Date((subscription()?.current_period_end.getTime() ?? 0) + 1000));
    assert.equal(subscription()?.period_credits_granted, 2000);
    await change('pro');
    assert.equal(await credits.balance(accountId), 5000 + 2000 + 3000);
  });

  it('a subscription set to end is not renewed, and keeps its credits', async () => {
    await subscribe('pro');
    await sut.cancel(accountId);
    const after = new Date((subscription()?.current_period_end.getTime() ?? 0) + 1000);
    assert.equal(await sut.renewDueSubscriptions(after), 0);
    assert.equal(await sut.renewAccount(accountId), 0);
    assert.equal(await credits.balance(accountId), 5000);
  });
});
