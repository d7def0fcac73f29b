// @test-databases pglite
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { AppError } from '../src/kernel/app-error.js';
import { createCreditsService, INSUFFICIENT_CREDITS_MESSAGE, type CreditsService } from '../src/modules/credits/credits.service.js';
import { createInMemoryDatabase, type InMemoryDatabase } from './in-memory/in-memory-database.js';
import { createInMemoryLedgerRepository } from './in-memory/in-memory-ledger.repository.js';
import { createInMemoryTrainingEntitlementsRepository } from './in-memory/in-memory-training-entitlements.repository.js';

const isInsufficient = (e: unknown) =>
  e instanceof AppError && e.code === 'insufficient-credits' && e.httpStatus === 402 && e.message === INSUFFICIENT_CREDITS_MESSAGE;
const isConflict = (e: unknown) => e instanceof AppError && e.code === 'idempotency-conflict' && e.httpStatus === 409;

describe('credits service (in memory)', () => {
  let db: InMemoryDatabase;
  let sut: CreditsService;
  let accountId: number;
  let keys = 0;
  const key = () => `key-${(keys += 1)}`;

  beforeEach(() => {
    db = createInMemoryDatabase();
    sut = createCreditsService(createInMemoryLedgerRepository(db), createInMemoryTrainingEntitlementsRepository(db));
    accountId = db.addAccount();
  });

  it('answers 0 without entries, then the sum of the entries', async () => {
    assert.equal(await sut.balance(accountId), 0);
    for (const amount of [1150, -10, 10, -300]) await sut.post({ accountId, amount, reason: 'grant', idempotencyKey: key() });
    assert.equal(await sut.balance(accountId), 850);
    assert.equal((await sut.entries(accountId)).reduce((sum, entry) => sum + entry.amount, 0), 850);
  });

  it('keeps accounts apart', async () => {
    const other = db.addAccount();
    await sut.post({ accountId, amount: 100, reason: 'grant', idempotencyKey: key() });
    await sut.post({ accountId: other, amount: 7, reason: 'grant', idempotencyKey: key() });
    assert.deepEqual([await sut.balance(accountId), await sut.balance(other)], [100, 7]);
  });

  it('refuses a debit past the balance with the insufficient-credits error, leaving the ledger as it was', async () => {
    await sut.post({ accountId, amount: 15, reason: 'grant', idempotencyKey: key() });
    await sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: key() });
    await assert.rejects(sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: key() }), isInsufficient);
    assert.equal(await sut.balance(accountId), 5);
    assert.equal((await sut.entries(accountId)).length, 2);
  });

  it('lets a debit take the balance to exactly zero', async () => {
    await sut.post({ accountId, amount: 30, reason: 'grant', idempotencyKey: key() });
    await sut.post({ accountId, amount: -30, reason: 'generation', idempotencyKey: key() });
    assert.equal(await sut.balance(accountId), 0);
  });

  it('posts a key once: the replay returns the first entry and changes nothing', async () => {
    const first = await sut.post({ accountId, amount: 500, reason: 'purchase', idempotencyKey: 'checkout:cs_1', reference: 'cs_1' });
    const again = await sut.post({ accountId, amount: 500, reason: 'purchase', idempotencyKey: 'checkout:cs_1', reference: 'cs_1' });
    assert.equal(first.replayed, false);
    assert.equal(again.replayed, true);
    assert.equal(again.id, first.id);
    assert.equal(await sut.balance(accountId), 500);
    assert.equal((await sut.entries(accountId)).length, 1);
  });

  it('replays a debit even when the balance no longer covers it (a retried job is not refused)', async () => {
    await sut.post({ accountId, amount: 10, reason: 'grant', idempotencyKey: key() });
    const debit = await sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: 'gen:1' });
    const retry = await sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: 'gen:1' });
    assert.equal(retry.id, debit.id);
    assert.equal(await sut.balance(accountId), 0);
  });

  it('answers 409 for a key reused with another amount or account, and posts nothing', async () => {
    const other = db.addAccount();
    await sut.post({ accountId, amount: 100, reason: 'grant', idempotencyKey: 'k' });
    await assert.rejects(sut.post({ accountId, amount: 200, reason: 'grant', idempotencyKey: 'k' }), isConflict);
    await assert.rejects(sut.post({ accountId: other, amount: 100, reason: 'grant', idempotencyKey: 'k' }), isConflict);
    assert.deepEqual([await sut.balance(accountId), await sut.balance(other)], [100, 0]);
  });

  it('refuses zero, fractional amounts and unknown accounts', async () => {
    await assert.rejects(sut.post({ accountId, amount: 0, reason: 'grant', idempotencyKey: key() }), /non-zero integer/);
    await assert.rejects(sut.post({ accountId, amount: 1.5, reason: 'grant', idempotencyKey: key() }), /non-zero integer/);
    await assert.rejects(sut.post({ accountId: 999_999, amount: 5, reason: 'grant', idempotencyKey: key() }),
      (e: unknown) => e instanceof AppError && e.httpStatus === 404);
  });

  it('50 concurrent debits of 10 against 200 credits: exactly 20 succeed and the balance ends at 0', async () => {
    await sut.post({ accountId, amount: 200, reason: 'grant', idempotencyKey: key() });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => sut.post({ accountId, amount: -10, reason: 'generation', idempotencyKey: `gen:${i}` })),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    assert.equal(results.length - refused.length, 20);
    assert.ok(refused.every((r) => isInsufficient(r.reason)));
    assert.equal(await sut.balance(accountId), 0);
  });

  it('the same key posted concurrently lands once', async () => {
    const posts = await Promise.all(Array.from({ length: 10 }, () => sut.post({ accountId, amount: 25, reason: 'purchase', idempotencyKey: 'invoice:in_1' })));
    assert.equal(posts.filter((p) => !p.replayed).length, 1);
    assert.equal(await sut.balance(accountId), 25);
  });

  it('zeroBalance brings the balance to zero with one entry, and posts nothing at zero', async () => {
    await sut.post({ accountId, amount: 120, reason: 'grant', idempotencyKey: key() });
    const entry = await sut.zeroBalance(accountId, 'admin-reset', 'reset:1');
    assert.equal(entry?.amount, -120);
    assert.equal(await sut.zeroBalance(accountId, 'admin-reset', 'reset:2'), null);
    assert.equal(await sut.balance(accountId), 0);
  });

  it('a debit inside a caller transaction that then fails is rolled back with it', async () => {
    const transaction = db.transaction;
    await sut.post({ accountId, amount: 50, reason: 'grant', idempotencyKey: key() });
    await assert.rejects(transaction(async (trx) => {
      await sut.post({ accountId, amount: -50, reason: 'generation', idempotencyKey: 'gen:rolled-back' }, trx);
      throw new Error('the caller failed after the debit');
    }), /caller failed/);
    assert.equal(await sut.balance(accountId), 50);
    assert.equal((await sut.post({ accountId, amount: -50, reason: 'generation', idempotencyKey: 'gen:rolled-back' })).replayed, false);
  });
});
