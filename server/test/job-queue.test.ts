// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pino from 'pino';
import type { Database } from '../src/infra/db/database.js';
import { migrate } from '../src/infra/db/migrate.js';
import { JOB_PRIORITY, JobQueue, type JobHandlers } from '../src/infra/jobs/job-queue.js';
import { freshTestDatabase } from './helpers/test-database.js';

const log = pino({ level: 'silent' });

/** Only mail.deliver is handled: any other job would fail with "no handler" (none is enqueued here). */
function handlers(deliver: (mailId: number) => Promise<void>): JobHandlers {
  const only: Partial<JobHandlers> = { 'mail.deliver': ({ mailId }) => deliver(mailId) };
  return only as JobHandlers;
}

describe('job queue', () => {
  let database: Database;
  let dispose: () => Promise<void>;

  before(async () => {
    ({ database, dispose } = await freshTestDatabase());
    await migrate(database.db); // buildApp migrates; these tests use the queue without it
  });
  after(async () => {
    await dispose();
  });

  async function statuses(): Promise<Record<string, number>> {
    const rows = await database.db.selectFrom('jobs').select(['status', sql<number>`count(*)::integer`.as('n')]).groupBy('status').execute();
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }
  const reset = () => database.db.deleteFrom('jobs').execute();

  // A queue that ran fewer than eight at once would wait forever here: the timeout turns that hang into a failure.
  test('runs up to the concurrency limit at once, never more, and drains every due job', { timeout: 60_000 }, async () => {
    await reset();
    const sut = new JobQueue(database.db, log, { concurrency: 8 });
    let inFlight = 0;
    const inFlightAtEachStart: number[] = [];
    let releaseAll: () => void = () => {};
    const allIn = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    const ran: number[] = [];
    sut.registerHandlers(handlers(async (mailId) => {
      inFlight += 1;
      inFlightAtEachStart.push(inFlight);
      if (inFlight === 8) releaseAll();
      // No job finishes before eight run side by side.
      await allIn;
      ran.push(mailId);
      inFlight -= 1;
    }));
    await sut.enqueueMany('mail.deliver', Array.from({ length: 20 }, (_, i) => ({ payload: { mailId: i } })));
    assert.equal(await sut.drain(), 20);
    // The first eight started side by side, none waiting for another to finish; never a ninth beside them.
    assert.deepEqual(inFlightAtEachStart.slice(0, 8), [1, 2, 3, 4, 5, 6, 7, 8], 'eight jobs ran at once');
    assert.equal(Math.max(...inFlightAtEachStart), 8);
    assert.deepEqual([...ran].sort((a, b) => a - b), Array.from({ length: 20 }, (_, i) => i));
    assert.deepEqual(await statuses(), { done: 20 });
  });

  test('a job someone waits on runs before the background jobs of its kind queued before it', async () => {
    await reset();
    const sut = new JobQueue(database.db, log, { concurrency: 1 });
    const ran: number[] = [];
    sut.registerHandlers(handlers(async (mailId) => {
      ran.push(mailId);
    }));
    // A backlog queued earlier (a pack's images), then one waited on (a photo open in the viewer).
    await sut.enqueueMany('mail.deliver', [1, 2, 3, 4, 5].map((mailId) => ({ payload: { mailId }, options: { runAt: new Date(Date.now() - 60_000) } })));
    await sut.enqueue('mail.deliver', { mailId: 99 }, { priority: JOB_PRIORITY.waitedOn });
    assert.equal(await sut.drain(), 6);
    assert.deepEqual(ran, [99, 1, 2, 3, 4, 5]);
  });

  test('a job enqueued by a running job is run by the same drain; a singleton key enqueues once', async () => {
    await reset();
    const sut = new JobQueue(database.db, log, { concurrency: 4 });
    const ran: number[] = [];
    sut.registerHandlers(handlers(async (mailId) => {
      ran.push(mailId);
      if (mailId < 3) await sut.enqueue('mail.deliver', { mailId: mailId + 1 }, { singletonKey: `next:${mailId}` });
    }));
    await sut.enqueue('mail.deliver', { mailId: 0 }, { singletonKey: 'first' });
    await sut.enqueue('mail.deliver', { mailId: 0 }, { singletonKey: 'first' });
    assert.equal(await sut.drain(), 4);
    assert.deepEqual(ran, [0, 1, 2, 3]);
  });

  test('a failing job is retried later with backoff and given up after its last attempt', async () => {
    await reset();
    const sut = new JobQueue(database.db, log, { concurrency: 2 });
    let calls = 0;
    sut.registerHandlers(handlers(async () => {
      calls += 1;
      throw new Error('smtp down');
    }));
    await sut.enqueue('mail.deliver', { mailId: 1 }, { maxAttempts: 2 });
    assert.equal(await sut.drain(), 1);
    const first = await database.db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    assert.equal(first.status, 'queued');
    assert.equal(first.last_error, 'smtp down');
    assert.ok(first.run_at.getTime() > Date.now(), 'the retry waits for its backoff');
    await database.db.updateTable('jobs').set({ run_at: new Date() }).execute();
    assert.equal(await sut.drain(), 1);
    assert.equal(calls, 2);
    assert.deepEqual(await statuses(), { failed: 1 });
  });

  test('a job whose worker died (lock expired) is claimed again; a live lock is left alone', async () => {
    await reset();
    const sut = new JobQueue(database.db, log);
    const ran: number[] = [];
    sut.registerHandlers(handlers(async (mailId) => {
      ran.push(mailId);
    }));
    await sut.enqueueMany('mail.deliver', [{ payload: { mailId: 1 } }, { payload: { mailId: 2 } }]);
    await sql`update jobs set status = 'running', locked_until = now() - interval '1 second' where payload->>'mailId' = '1'`.execute(database.db);
    await sql`update jobs set status = 'running', locked_until = now() + interval '1 minute' where payload->>'mailId' = '2'`.execute(database.db);
    assert.equal(await sut.drain(), 1);
    assert.deepEqual(ran, [1]);
  });

  test('a started worker picks up new jobs without polling delay, and stop waits for jobs in flight', async () => {
    await reset();
    const sut = new JobQueue(database.db, log, { concurrency: 4, pollMs: 60_000 });
    const ran: number[] = [];
    sut.registerHandlers(handlers(async (mailId) => {
      await sleep(30);
      ran.push(mailId);
    }));
    sut.start();
    await sleep(50); // the first poll has found nothing; the next is a minute away
    await sut.enqueueMany('mail.deliver', [1, 2, 3].map((mailId) => ({ payload: { mailId } })));
    for (let i = 0; i < 100 && ran.length < 3; i += 1) await sleep(10);
    assert.deepEqual([...ran].sort(), [1, 2, 3]);
    await sut.enqueue('mail.deliver', { mailId: 4 });
    await sleep(5);
    await sut.stop();
    assert.ok(ran.includes(4), 'stop waited for the job in flight');
    assert.deepEqual(await statuses(), { done: 4 });
  });

  test('two workers on one database never run the same job twice', async () => {
    await reset();
    const ran: number[] = [];
    const deliver = async (mailId: number) => {
      await sleep(5);
      ran.push(mailId);
    };
    const one = new JobQueue(database.db, log, { concurrency: 5 });
    const two = new JobQueue(database.db, log, { concurrency: 5 });
    one.registerHandlers(handlers(deliver));
    two.registerHandlers(handlers(deliver));
    await one.enqueueMany('mail.deliver', Array.from({ length: 40 }, (_, i) => ({ payload: { mailId: i } })));
    const [a, b] = await Promise.all([one.drain(), two.drain()]);
    assert.equal(a + b, 40);
    assert.equal(new Set(ran).size, 40);
    assert.equal(ran.length, 40);
  });
});
