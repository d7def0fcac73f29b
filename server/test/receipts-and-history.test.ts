// @test-databases pglite postgres
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CREDIT_HISTORY_PAGE_SIZE, TRAINING_INCLUDED_LINE } from 'api-client';
import { runCommand } from '../src/cli/cli-runtime.js';
import { grantCredits } from '../src/cli/grant-credits.command.js';
import { openDatabase, type Database } from '../src/infra/db/database.js';
import { migrate } from '../src/infra/db/migrate.js';
import { receiptDate } from '../src/modules/payments/receipt-mail.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startCheckout, submitTestCheckout } from './helpers/checkout.js';
import { startServerOn, startTestServer, type TestServer } from './helpers/test-server.js';
import { balanceAndLedgerSum, historyOf, historyPage, paymentsOf, receiptsTo } from './helpers/receipts.js';
import { recordingEngine, succeededModel } from './generation.helpers.js';
import type { HttpClient } from './helpers/http-client.js';

const SITE = 'http://site.test';
const DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`receipts and the purchase history, local test checkout (${DB_KIND})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ PUBLIC_URL: SITE, RATE_LIMIT_PER_MINUTE: '1000', SUPPORT_EMAIL_PAYMENTS: 'billing@example.com' });
  });
  after(() => server.close());

  const pay = async (client: HttpClient, body: Record<string, unknown>) => {
    const { url } = await startCheckout(client, body);
    assert.equal((await submitTestCheckout(url, 'pay')).status, 303);
    return url;
  };
  const lastPayment = async (accountId: number) => (await paymentsOf(server, accountId)).at(-1)!;

  it('a bundle bought on the test checkout sends one receipt with its figures, and is listed in the history', async () => {
    const user = await createSignedInUser(server);
    const url = await pay(user.client, { purchaseType: 'payg', credits: 3000 });
    // Pay again (the back button, a double click): nothing more is sent.
    await submitTestCheckout(url, 'pay');
    const payment = await lastPayment(user.accountId);
    assert.equal(payment.status, 'fulfilled');

    const receipts = await receiptsTo(server, user.email);
    assert.equal(receipts.length, 1);
    const [receipt] = receipts;
    assert.equal(receipt!.subject, 'Your receipt: 3,000 credits');
    for (const line of [
      'Item: 3,000 credits', 'Amount paid: $39.99 (USD)', 'Credits added: 3,000', `Date: ${receiptDate(payment.fulfilled_at!)}`,
      `Reference: ${payment.id}`, `Every purchase is listed on your account page: ${SITE}/account`,
      'This was the test checkout: no real payment was taken.', 'Write to billing@example.com',
    ]) assert.ok(receipt!.text_body.includes(line), `${line}\n---\n${receipt!.text_body}`);
    assert.doesNotMatch(receipt!.text_body, /Stripe/, 'no provider receipt for the test checkout');
    assert.match(receipt!.html_body, /<p>Amount paid: \$39\.99 \(USD\)<\/p>/);

    assert.deepEqual(await historyOf(user.client), [{
      date: payment.fulfilled_at!.toISOString(), kind: 'purchase', title: '3,000 credits', amountCents: 3999, currency: 'usd', credits: 3000,
      balanceAfter: 3000, trainings: 0, reference: payment.id, receiptUrl: null,
    }]);
  });

  it('ten Pay presses of one checkout at once send one receipt; the balance is the ledger sum', async () => {
    const user = await createSignedInUser(server);
    const { url } = await startCheckout(user.client, { purchaseType: 'payg', credits: 6000 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => submitTestCheckout(url, 'pay')));
    assert.deepEqual(answers.map((a) => a.status), Array(10).fill(303));
    assert.equal((await receiptsTo(server, user.email)).length, 1);
    assert.deepEqual(await balanceAndLedgerSum(server, user.accountId), { balance: 6000, sum: 6000 });
    assert.equal((await historyOf(user.client)).length, 1);
  });

  it('photo packs: a receipt each; a starter pack includes its training, not credits', async () => {
    const user = await createSignedInUser(server);
    for (const photoPackReference of ['linkedin-headshots', 'linkedin-headshots-starter']) {
      const checkout = await user.client.post('photo-pack-service/photo-packs/checkout', { photoPackReference, originatingPagePath: '/buy-packs' });
      assert.equal((await submitTestCheckout(checkout.body.url, 'pay')).status, 303);
    }
    const [pack, starter] = await receiptsTo(server, user.email);
    assert.equal(pack!.subject, 'Your receipt: LinkedIn Headshots photo pack');
    assert.match(pack!.text_body, /Amount paid: \$7\.99 \(USD\)\n\nCredits added: none/);
    assert.equal(starter!.subject, 'Your receipt: LinkedIn Headshots Starter photo pack');
    assert.match(starter!.text_body, /Amount paid: \$19\.99 \(USD\)\n\nCredits added: none\n\nTraining included: /);
    assert.ok(starter!.text_body.includes(TRAINING_INCLUDED_LINE));
    const history = await historyOf(user.client);
    assert.deepEqual(history.map((e) => [e.kind, e.title, e.amountCents, e.credits, e.trainings, e.balanceAfter]), [
      ['purchase', 'LinkedIn Headshots Starter photo pack (training included)', 1999, 0, 1, 0],
      ['purchase', 'LinkedIn Headshots photo pack', 799, 0, 0, 0],
    ]);
    assert.equal((await historyPage(user.client)).trainingsIncluded, 1);
  });

  it('a subscription sends a receipt for its first month, one for each renewal, and one for an upgrade', async () => {
    const user = await createSignedInUser(server);
    await pay(user.client, { purchaseType: 'subscription', subscriptionPlanReference: 'starter' });
    const end = (await server.system.db.selectFrom('subscriptions').select('current_period_end').where('account_id', '=', user.accountId)
      .executeTakeFirstOrThrow()).current_period_end;
    const { subscriptionService } = server.system.payments;
    // Two sweeps at once, and another later, for one period: one payment and one receipt.
    const due = new Date(end.getTime() + 1000);
    await Promise.all([subscriptionService.renewDueSubscriptions(due), subscriptionService.renewDueSubscriptions(due)]);
    await subscriptionService.renewDueSubscriptions(new Date(end.getTime() + 2000));
    const upgrade = await user.client.post('subscription-service/create-checkout-session', { purchaseType: 'subscription', subscriptionPlanReference: 'pro', isUpgrade: true });
    assert.equal(upgrade.status, 200, JSON.stringify(upgrade.body));

    const receipts = await receiptsTo(server, user.email);
    assert.deepEqual(receipts.map((r) => r.subject), [
      'Your receipt: Starter plan (monthly)', 'Your receipt: Starter plan — month 2', 'Your receipt: Plan upgrade: Starter → Pro',
    ]);
    const [first, renewal, upgraded] = await paymentsOf(server, user.accountId);
    assert.deepEqual([renewal!.kind, renewal!.amount_cents, renewal!.credits, renewal!.status], ['renewal', 1999, 2000, 'fulfilled']);
    assert.ok(receipts[1]!.text_body.includes(`Reference: ${renewal!.id}`));
    assert.match(receipts[1]!.text_body, /Amount paid: \$19\.99 \(USD\)\n\nCredits added: 2,000/);
    assert.match(receipts[2]!.text_body, /Amount paid: \$20\.00 \(USD\)\n\nCredits added: 3,000/);

    assert.deepEqual((await historyOf(user.client)).map((e) => [e.kind, e.title, e.amountCents, e.credits, e.balanceAfter, e.reference]), [
      ['plan-upgrade', 'Plan upgrade: Starter → Pro', 2000, 3000, 7000, upgraded!.id],
      ['renewal', 'Starter plan — month 2', 1999, 2000, 4000, renewal!.id],
      ['subscription', 'Starter plan (monthly)', 1999, 2000, 2000, first!.id],
    ]);
    assert.deepEqual(await balanceAndLedgerSum(server, user.accountId), { balance: 7000, sum: 7000 });
  });

  it('every spend and refund is listed with what it bought, and the list adds up to the balance', async () => {
    const user = await createSignedInUser(server);
    await pay(user.client, { purchaseType: 'payg', credits: 3000 });
    const model = await succeededModel(server, user.accountId);
    server.useImageEngine(recordingEngine({ fail: (i) => i < 3 }).engine);
    const made = await user.client.post('replicate-service/gen', { prompt: 'A photo of Model in a park', modelId: model.publicId, imageCount: 4 });
    assert.equal(made.body.status, 'warning', JSON.stringify(made.body));

    const history = await historyOf(user.client);
    const bought = "4 photos of Ada";
    assert.deepEqual(history.map((e) => [e.kind, e.title, e.amountCents, e.currency, e.credits, e.balanceAfter, e.receiptUrl]), [
      ['refund', `Refund: a photo that was not made (${bought})`, null, null, 10, 2990, null],
      ['refund', `Refund: a photo that was not made (${bought})`, null, null, 10, 2980, null],
      ['refund', `Refund: a photo that was not made (${bought})`, null, null, 10, 2970, null],
      ['photos', bought, null, null, -40, 2960, null],
      ['purchase', '3,000 credits', 3999, 'usd', 3000, 3000, null],
    ]);
    assert.match(history[0]!.reference, /^ledger-\d+$/);
    assert.equal(new Set(history.map((e) => e.reference)).size, history.length, 'every reference once');
    assert.deepEqual(await balanceAndLedgerSum(server, user.accountId), { balance: 2990, sum: 2990 });
    assert.equal((await receiptsTo(server, user.email)).length, 1, 'a refund of credits is no payment: no receipt');
  });

  it('the CSV download holds the same entries, every page, quoted and never a formula', async () => {
    const user = await createSignedInUser(server);
    await pay(user.client, { purchaseType: 'payg', credits: 3000 });
    const { creditsService } = server.system.credits;
    for (let i = 0; i < CREDIT_HISTORY_PAGE_SIZE + 3; i += 1) {
      await creditsService.post({ accountId: user.accountId, amount: -1, reason: 'generation', idempotencyKey: `csv-test:${user.accountId}:${i}`, memo: '=HYPERLINK("x"), a "photo"' });
    }
    const reply = await user.client.get('subscription-service/credit-history.csv');
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(reply.headers.get('content-disposition') ?? '', /^attachment; filename="ai-photographer-credits-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = String(reply.body).trimEnd().split('\r\n');
    assert.equal(lines[0], 'date,kind,item,amount,currency,credits,trainings,balance_after,reference');
    const history = await historyOf(user.client);
    assert.equal(lines.length, history.length + 1);
    assert.equal(lines[1], `${history[0]!.date},photos,"'=HYPERLINK(""x""), a ""photo""",,,-1,0,2972,${history[0]!.reference}`);
    assert.equal(lines.at(-1), `${history.at(-1)!.date},purchase,"3,000 credits",39.99,usd,3000,0,3000,${history.at(-1)!.reference}`);
    assert.equal((await server.client().get('subscription-service/credit-history.csv')).status, 401);
  });

  it("lists only the caller's own entries, newest first, a page at a time with nothing skipped or shown twice; signed out gets a 401", async () => {
    const [ann, bob] = [await createSignedInUser(server), await createSignedInUser(server)];
    await pay(ann.client, { purchaseType: 'payg', credits: 3000 });
    await pay(bob.client, { purchaseType: 'payg', credits: 6000 });
    const annPayment = await lastPayment(ann.accountId);
    const bobPayment = await lastPayment(bob.accountId);
    assert.deepEqual((await historyOf(ann.client)).map((e) => e.reference), [annPayment.id]);
    assert.deepEqual((await historyOf(bob.client)).map((e) => e.reference), [bobPayment.id]);

    const { creditsService } = server.system.credits;
    const grants = 2 * CREDIT_HISTORY_PAGE_SIZE + 5;
    for (let i = 0; i < grants; i += 1) {
      await creditsService.post({ accountId: bob.accountId, amount: i + 1, reason: 'grant', idempotencyKey: `history-test:${bob.accountId}:${i}` });
    }
    const first = await historyPage(bob.client);
    assert.equal(first.entries.length, CREDIT_HISTORY_PAGE_SIZE);
    assert.ok(first.nextCursor);
    const history = await historyOf(bob.client);
    assert.equal(history.length, grants + 1);
    assert.equal(new Set(history.map((e) => e.reference)).size, grants + 1, 'no entry twice across pages');
    assert.deepEqual(history.slice(0, 2).map((e) => [e.kind, e.title, e.credits]), [['support-grant', 'Granted by support', grants], ['support-grant', 'Granted by support', grants - 1]]);
    assert.ok(history.every((e, i) => i === 0 || history[i - 1]!.date >= e.date), 'newest first');
    assert.equal(history.at(-1)!.reference, bobPayment.id, 'the oldest entry is on the last page');
    assert.deepEqual((await historyOf(ann.client)).map((e) => e.reference), [annPayment.id], "Bob's grants are not Ann's");

    const signedOut = await server.client().get('subscription-service/credit-history');
    assert.equal(signedOut.status, 401);
    const badCursor = await bob.client.get('subscription-service/credit-history', { before: '12.9.x' });
    assert.equal(badCursor.status, 400);
  });
});

/**
 * `npm run grant-credits` opens the database itself, as the operator runs it: an embedded database is
 * single-process, so the server stops while it runs, and a server on the same database starts again.
 */
describe(`a support grant in the purchase history (${DB_KIND})`, () => {
  let location: { env: Record<string, string>; open(): Promise<Database>; dispose(): Promise<void> };

  before(async () => {
    if (process.env.TEST_DATABASE_URL) {
      const serverUrl = process.env.TEST_DATABASE_URL;
      const name = `grant_history_${randomBytes(6).toString('hex')}`;
      const admin = async (query: string) => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(query);
        await client.end();
      };
      await admin(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grant-history-'));
      location = {
        // Stored files stay out of the repository's ./data.
        env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
        open: () => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }),
        dispose: async () => {
          await admin(`drop database if exists ${name} with (force)`);
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grant-history-'));
      location = {
        env: { DATA_DIR: dir },
        open: () => openDatabase({ dataDir: dir }),
        dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    }
  });
  after(() => location.dispose());

  async function serverOn(database: Database) {
    return startServerOn(database, { PUBLIC_URL: SITE, RATE_LIMIT_PER_MINUTE: '1000', ...location.env });
  }

  it('credits granted (and removed) by support are listed, without an amount or a receipt', async () => {
    let database = await location.open();
    await migrate(database.db);
    let server = await serverOn(database);
    const user = await createSignedInUser(server);
    await server.close();
    await database.close();

    const cliEnv = { LOG_LEVEL: 'silent', ...location.env };
    const granted = await runCommand(() => grantCredits(['--email', user.email, '--credits', '500', '--reason', 'support: failed pack'], cliEnv));
    assert.equal(granted.code, 0, granted.stderr);
    const removed = await runCommand(() => grantCredits(['--email', user.email, '--credits=-200', '--reason', 'support: correction'], cliEnv));
    assert.equal(removed.code, 0, removed.stderr);

    database = await location.open();
    server = await serverOn(database);
    try {
      const client = server.client();
      const history = await client.request<any>('GET', 'subscription-service/credit-history', undefined, { cookie: `session=${user.client.cookie('session')}` });
      assert.equal(history.status, 200, JSON.stringify(history.body));
      assert.deepEqual(history.body.entries.map((e: any) => [e.kind, e.title, e.amountCents, e.currency, e.credits, e.receiptUrl]), [
        ['support-grant', 'Removed by support', null, null, -200, null],
        ['support-grant', 'Granted by support', null, null, 500, null],
      ]);
      assert.ok(!JSON.stringify(history.body).includes('support: '), "the operator's note stays internal");
    } finally {
      await server.close();
      await database.close();
    }
  });
});
