// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Database } from '../src/infra/db/database.js';
import { createCreditsService, INSUFFICIENT_CREDITS_MESSAGE, type CreditsService } from '../src/modules/credits/credits.service.js';
import { createLedgerRepository } from '../src/modules/credits/ledger.repository.js';
import { createTrainingEntitlementsRepository } from '../src/modules/credits/training-entitlements.repository.js';
import { AppError } from '../src/kernel/app-error.js';
import { migrate } from '../src/infra/db/migrate.js';
import { freshTestDatabase } from './helpers/test-database.js';

describe(`credit ledger (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let sut: CreditsService;
  let accounts = 0;

  before(async () => {
    ({ database, dispose } = await freshTestDatabase());
    await migrate(database.db);
    sut = createCreditsService(createLedgerRepository(database.db), createTrainingEntitlementsRepository(database.db));
  });
  after(() => dispose());

  async function newAccount(): Promise<number> {
    accounts += 1;
    const row = await database.db.insertInto('accounts').values({ email: `ledger-${accounts}@example.com`, status: 'active' })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async function sumOfRows(accountId: number): Promise<number> {
    const rows = await database.db.selectFrom('credit_ledger').select('amount').where('account_id', '=', accountId).execute();
    return rows.reduce((total, r) => total + r.amount, 0);
  }

  it('answers 0 for an account without entries and the sum of its entries otherwise', async () => {
    const accountId = await newAccount();
    assert.equal(await sut.balance(accountId), 0);
    await sut.post({ accountId, amount: 1150, reason: 'grant', idempotencyKey: `t1-a-${accountId}` });
    await sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: `t1-b-${accountId}`, reference: 'gen-1' });
    await sut.post({ accountId, amount: 10, reason: 'refund', idempotencyKey: `t1-c-${accountId}`, reference: 'gen-1' });
    await sut.post({ accountId, amount: -300, reason: 'purchase', idempotencyKey: `t1-d-${accountId}` });
    assert.equal(await sut.balance(accountId), 850);
    assert.equal(await sumOfRows(accountId), 850);
    assert.equal(typeof (await sut.balance(accountId)), 'number');
  });

  it('posts a key once: the replay returns the first entry and changes nothing', async () => {
    const accountId = await newAccount();
    const key = `t2-${accountId}`;
    const first = await sut.post({ accountId, amount: 500, reason: 'purchase', idempotencyKey: key, reference: 'cs_1' });
    const second = await sut.post({ accountId, amount: 500, reason: 'purchase', idempotencyKey: key, reference: 'cs_1' });
    assert.equal(first.replayed, false);
    assert.equal(second.replayed, true);
    assert.equal(second.id, first.id);
    assert.equal(await sut.balance(accountId), 500);
    assert.equal((await sut.entries(accountId)).length, 1);
  });

  it('refuses a key reused for a different amount or account', async () => {
    const accountId = await newAccount();
    const other = await newAccount();
    const key = `t3-${accountId}`;
    await sut.post({ accountId, amount: 100, reason: 'grant', idempotencyKey: key });
    await assert.rejects(sut.post({ accountId, amount: 200, reason: 'grant', idempotencyKey: key }), (e: AppError) => e.code === 'idempotency-conflict');
    await assert.rejects(sut.post({ accountId: other, amount: 100, reason: 'grant', idempotencyKey: key }), (e: AppError) => e.code === 'idempotency-conflict');
    assert.equal(await sut.balance(accountId), 100);
    assert.equal(await sut.balance(other), 0);
  });

  it('never lets a balance go below zero', async () => {
    const accountId = await newAccount();
    await sut.post({ accountId, amount: 15, reason: 'grant', idempotencyKey: `t4-a-${accountId}` });
    await sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: `t4-b-${accountId}` });
    await assert.rejects(
      sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: `t4-c-${accountId}` }),
      (e: AppError) => e.code === 'insufficient-credits' && e.httpStatus === 402 && e.message === INSUFFICIENT_CREDITS_MESSAGE,
    );
    assert.equal(await sut.balance(accountId), 5);
    assert.equal((await sut.entries(accountId)).length, 2);
  });

  it('debits inside the caller transaction and rolls back with it', async () => {
    const accountId = await newAccount();
    await sut.post({ accountId, amount: 100, reason: 'grant', idempotencyKey: `t5-a-${accountId}` });
    await assert.rejects(database.db.transaction().execute(async (trx) => {
      await sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: `t5-b-${accountId}` }, trx);
      assert.equal(await sut.balance(accountId, trx), 90);
      throw new Error('the paid work failed');
    }), /the paid work failed/);
    assert.equal(await sut.balance(accountId), 100);
    await database.db.transaction().execute(async (trx) => {
      await sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: `t5-b-${accountId}` }, trx);
    });
    assert.equal(await sut.balance(accountId), 90);
  });

  it('zeroes a balance with one entry', async () => {
    const accountId = await newAccount();
    await sut.post({ accountId, amount: 730, reason: 'grant', idempotencyKey: `t6-a-${accountId}` });
    const entry = await sut.zeroBalance(accountId, 'admin-reset', `t6-b-${accountId}`);
    assert.equal(entry?.amount, -730);
    assert.equal(await sut.balance(accountId), 0);
    assert.equal(await sut.zeroBalance(accountId, 'admin-reset', `t6-c-${accountId}`), null);
    assert.equal((await sut.entries(accountId)).length, 2);
  });

  it('lets exactly 100 of 200 concurrent debits of 10 through a balance of 1000', async () => {
    const accountId = await newAccount();
    await sut.post({ accountId, amount: 1000, reason: 'grant', idempotencyKey: `t7-grant-${accountId}` });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: `t7-${accountId}-${i}` })),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected' && (r.reason as AppError).code === 'insufficient-credits').length;
    assert.equal(succeeded, 100);
    assert.equal(refused, 100);
    assert.equal(await sut.balance(accountId), 0);
    assert.equal(await sumOfRows(accountId), 0);
    const negative = await sql<{ n: number }>`select count(*)::integer as n from credit_ledger where account_id = ${accountId} and amount < 0`.execute(database.db);
    assert.equal(negative.rows[0]?.n, 100);
  });

  it('keeps the maintained balance equal to the sum of the ledger under concurrent grants, debits, replays and refusals', async () => {
    const accountIds = [await newAccount(), await newAccount()];
    const posts = accountIds.flatMap((accountId) => Array.from({ length: 120 }, (_, i) => {
      // Grants, debits that may not fit, and every 7th post a replay of an earlier key.
      const n = i % 7 === 6 ? i - 6 : i;
      const amount = n % 3 === 0 ? 40 : -25;
      return sut.post({ accountId, amount, reason: amount > 0 ? 'grant' : 'generation', idempotencyKey: `t8-${accountId}-${n}` });
    }));
    const results = await Promise.allSettled(posts);
    assert.ok(results.every((r) => r.status === 'fulfilled' || (r.reason as AppError).code === 'insufficient-credits'));
    for (const accountId of accountIds) {
      const balance = await sut.balance(accountId);
      assert.equal(balance, await sumOfRows(accountId));
      assert.equal(balance, await sut.sumOfEntries(accountId));
      assert.ok(balance >= 0);
    }
    const drift = await sql<{ n: number }>`select count(*)::integer as n from accounts a
      where a.credit_balance <> coalesce((select sum(amount) from credit_ledger l where l.account_id = a.id), 0)`.execute(database.db);
    assert.equal(drift.rows[0]?.n, 0);
  });
});
