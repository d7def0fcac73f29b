// @test-databases pglite postgres
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import type { Database } from '../src/infra/db/database.js';
import { JobQueue, type JobHandlers } from '../src/infra/jobs/job-queue.js';
import { createPeriodicRuns } from '../src/infra/jobs/periodic-runs.repository.js';
import { freshTestDatabase } from './helpers/test-database.js';

const log = pino({ level: 'silent' });

function mailHandlers(deliver: (mailId: number) => Promise<void>): JobHandlers {
  const only: Partial<JobHandlers> = { 'mail.deliver': ({ mailId }) => deliver(mailId) };
  return only as JobHandlers;
}

describe('worker processes that cooperate', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  before(async () => {
    ({ database, dispose } = await freshTestDatabase());
  });
  after(() => dispose());

  const job = (id: number) => database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  test('a periodic sweep runs once per interval however many workers try at once', async () => {
    const workers = Array.from({ length: 6 }, (_, i) => createPeriodicRuns(database.db, { runner: `worker-${i}` }));
    let runs = 0;
    const tryAll = () => Promise.all(workers.map((worker) => worker.runOnce('test.sweep', 1000, async () => {
      runs += 1;
    })));
    assert.deepEqual((await tryAll()).filter(Boolean).length, 1);
    assert.equal(runs, 1);
    assert.equal((await tryAll()).filter(Boolean).length, 0, 'within the interval nobody runs it again');
    await sleep(1000);
    assert.equal((await tryAll()).filter(Boolean).length, 1, 'the next interval, one worker again');
    assert.equal(runs, 2);
    const row = await database.db.selectFrom('periodic_runs').selectAll().where('name', '=', 'test.sweep').executeTakeFirstOrThrow();
    assert.match(row.run_by, /^worker-\d$/);
  });

  test('sweeps of different names do not hold each other up', async () => {
    const periodic = createPeriodicRuns(database.db);
    assert.equal(await periodic.claim('test.a', 60_000), true);
    assert.equal(await periodic.claim('test.b', 60_000), true);
    assert.equal(await periodic.claim('test.a', 60_000), false);
  });

  test('a stopping worker finishes quick jobs and hands a slow one back, claimable at once, without recording it', async () => {
    await database.db.deleteFrom('jobs').execute();
    const stopping = new JobQueue(database.db, log, { concurrency: 4, lockSeconds: 300, pollMs: 20 });
    let releaseSlow: () => void = () => {};
    const slowDone = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const finished: number[] = [];
    stopping.registerHandlers(mailHandlers(async (mailId) => {
      if (mailId === 2) await slowDone;
      else await sleep(30);
      finished.push(mailId);
    }));
    await stopping.enqueueMany('mail.deliver', [{ payload: { mailId: 1 } }, { payload: { mailId: 2 } }]);
    const ids = (await database.db.selectFrom('jobs').select('id').orderBy('id').execute()).map((row) => row.id);
    stopping.start();
    for (let i = 0; i < 100 && (await job(ids[1]!)).status !== 'running'; i += 1) await sleep(20);

    assert.equal(await stopping.stop({ graceMs: 300 }), 1, 'one job released');
    assert.deepEqual(finished, [1], 'the quick job finished within the grace period');
    assert.equal((await job(ids[0]!)).status, 'done');
    const released = await job(ids[1]!);
    assert.equal(released.status, 'queued');
    assert.equal(released.attempts, 0, 'the cut-short attempt does not count');
    assert.equal(released.locked_until, null);

    // Another worker takes it at once (not after JOB_LOCK_SECONDS); the first one's late finish records nothing.
    const other = new JobQueue(database.db, log, { concurrency: 4 });
    const byOther: number[] = [];
    other.registerHandlers(mailHandlers(async (mailId) => {
      byOther.push(mailId);
    }));
    assert.equal(await other.drain(), 1);
    assert.deepEqual(byOther, [2]);
    releaseSlow();
    await sleep(50);
    const after = await job(ids[1]!);
    assert.equal(after.status, 'done');
    assert.equal(after.attempts, 1);
  });

  test('a stopping web process finishes the request in flight, refuses new connections and exits promptly', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_SITE: 'false', ROLE: 'web', PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/tmp/unused-worker-cooperation' });
    const built = await buildApp(config, { database });
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    built.app.get('/test-slow', async () => {
      entered();
      await sleep(300);
      return { status: 'finished' };
    });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    const slow = fetch(`${url}/test-slow`).then(async (reply) => ({ status: reply.status, connection: reply.headers.get('connection'), body: await reply.json() }));
    await inside;
    // The shutdown's last resort: every connection still open SHUTDOWN_GRACE_MS (10 s) after it began is cut.
    const server = built.app.server;
    const cutAll = server.closeAllConnections.bind(server);
    let cuts = 0;
    server.closeAllConnections = () => {
      cuts += 1;
      cutAll();
    };
    const closing = built.close();
    for (let turn = 0; turn < 200 && server.listening; turn += 1) await sleep(5);
    await assert.rejects(fetch(`${url}/healthz`, { headers: { connection: 'close' } }), 'no new connection is accepted');
    assert.deepEqual(await slow, { status: 200, connection: 'close', body: { status: 'finished' } }, 'the answer closes its keep-alive connection');
    await closing;
    // So nothing was left for the cut to end: the shutdown did not wait for it.
    assert.equal(cuts, 0, 'closed without cutting connections after the grace period');
  });
});
