/**
 * npm run test:scale — issue 17 §2, proven on this machine: 2 web + 2 worker processes (ROLE=web/worker)
 * on one fresh PostgreSQL database (on TEST_DATABASE_URL's server, dropped at the end) with files in S3
 * (a local s3rver). Through both web ports at once (each user's requests alternate between them): 20 users sign up, buy (5 a starter pack, 15 a credit
 * bundle), train, generate; the 5 generate their packs, and one worker is killed with SIGKILL while the
 * packs are being made. Then: every pack has exactly its 30 images, no image was made twice (engine
 * calls = images, but for work lost with the killed worker), no job is stuck, balances equal ledger
 * sums, every stored file is in the bucket and none on local disk; the survivors stop on SIGTERM.
 * Exit code 0 when every check holds; a summary with timings either way.
 */
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PACK_IMAGE_COUNT } from 'api-client';
import { startS3TestServer, S3RVER_KEY } from '../helpers/s3-test-server.js';
import { startServerProcess, stopGracefully, waitHealthy, type ServerProcess } from './scale-cluster.js';
import { buy, generate, generatePack, PACK_REFERENCE, ScaleUser, signUp, train } from './scale-journey.js';

// SCALE_USERS / SCALE_PACKS: smaller runs while debugging; the numbers by default.
const USERS = Number(process.env.SCALE_USERS ?? 20);
const PACKS = Number(process.env.SCALE_PACKS ?? 5);
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The kill comes once this share of the packs' images is made. */
const KILL_AT = 0.25;

const timings: [string, number][] = [];
const began = performance.now();
let lap = began;
const mark = (step: string) => {
  const now = performance.now();
  timings.push([step, (now - lap) / 1000]);
  lap = now;
};

async function main(): Promise<{ failures: string[]; numbers: Record<string, number | string> }> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-'));
  const dbName = `scale_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const databaseUrl = new URL(SERVER_URL);
  databaseUrl.pathname = `/${dbName}`;
  const s3 = await startS3TestServer('scale-test');
  const processes: ServerProcess[] = [];
  const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4 });
  // Dropping the database at the end (with force) ends any connection still open: not a failure of the test.
  db.on('error', () => undefined);
  const callLog = path.join(work, 'engine-calls.log');
  fs.writeFileSync(callLog, '');
  try {
    const env = {
      NODE_ENV: 'test', LOG_LEVEL: 'warn', SERVE_SITE: 'false', DATABASE_URL: databaseUrl.toString(), DATA_DIR: path.join(work, 'data'),
      ...s3.env, RATE_LIMIT_PER_MINUTE: '10000', MOCK_TRAINING_SECONDS: '1', MOCK_IMAGE_DELAY_MS: '400', MOCK_ENGINE_CALL_LOG: callLog,
      PACK_WAIT_SECONDS: '0', JOB_LOCK_SECONDS: '6', JOB_STOP_GRACE_SECONDS: '5', UPLOAD_WORKERS: '1',
      // Mock images are not the trained face: no likeness miss (and no free replacement) muddies the counts.
      LIKENESS_MISS_THRESHOLD: '0',
    };
    // The first process migrates; the others start on the migrated database.
    const first = await startServerProcess('web-1', 'web', env, work);
    processes.push(first);
    await waitHealthy(first, 90_000);
    processes.push(...(await Promise.all([
      startServerProcess('web-2', 'web', env, work), startServerProcess('worker-1', 'worker', env, work), startServerProcess('worker-2', 'worker', env, work),
    ])));
    await Promise.all(processes.slice(1).map((server) => waitHealthy(server, 90_000)));
    mark('start 2 web + 2 worker processes');
    const webs = processes.filter((p) => p.role === 'web').map((p) => p.url);
    const [, , worker1, worker2] = processes as [ServerProcess, ServerProcess, ServerProcess, ServerProcess];

    const users = Array.from({ length: USERS }, (_, i) => new ScaleUser(`scale-${i}-${randomBytes(3).toString('hex')}@example.com`, webs, i));
    await Promise.all(users.map((user) => signUp(user, db)));
    mark(`${USERS} users sign up (check-email, activate)`);
    await Promise.all(users.map(async (user, i) => {
      await buy(user, 'credits');
      if (i < PACKS) await buy(user, 'starter-pack');
    }));
    mark(`${USERS} buy a credit bundle, ${PACKS} of them a starter pack too`);
    const models = await Promise.all(users.map((user) => train(user)));
    mark(`${USERS} upload 12 selfies each and train`);
    await Promise.all(users.map((user, i) => generate(user, models[i]!)));
    mark(`${USERS} generate an image`);

    const { rows: [pack] } = await db.query<{ id: number }>('select id from photo_packs where reference = $1', [PACK_REFERENCE]);
    let packsStarted = 0;
    let finished = false;
    let killedAt = '';
    let madeAtKill = -1;
    const total = PACKS * PACK_IMAGE_COUNT;
    // The kill: once a quarter of the packs' images are made, worker-2 dies mid-job (no shutdown, locks left).
    const killer = (async () => {
      while (!finished) {
        const { rows: [done] } = await db.query<{ n: number }>(`select count(*)::int as n from pack_generation_slots where status = 'done'`);
        if (packsStarted === PACKS && done!.n >= total * KILL_AT) {
          const { rows: [held] } = await db.query<{ n: number }>(`select count(*)::int as n from jobs where status = 'running'`);
          worker2.child.kill('SIGKILL');
          madeAtKill = done!.n;
          killedAt = `${done!.n}/${total} images made, ${held!.n} jobs running`;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const generations = await Promise.all(users.slice(0, PACKS).map((user, i) => generatePack(user, models[i]!, pack!.id, () => {
      packsStarted += 1;
    }))).finally(() => {
      finished = true;
    });
    await killer;
    mark(`${PACKS} packs of ${PACK_IMAGE_COUNT} made, worker-2 killed with SIGKILL (${killedAt})`);

    // Left-over background work (likeness scoring of the last images) settles on worker-1.
    const deadline = Date.now() + 180_000;
    for (;;) {
      const { rows: [left] } = await db.query<{ n: number }>(`select count(*)::int as n from jobs where status in ('queued', 'running') and run_at <= now()`);
      if (left!.n === 0 || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    mark('background jobs drained');

    const failures: string[] = [];
    const check = (ok: boolean, message: string) => {
      if (!ok) failures.push(message);
    };

    // Every pack: exactly its 30 images, each slot one distinct image.
    for (const id of generations) {
      const { rows } = await db.query<{ status: string; image_id: number | null }>('select status, image_id from pack_generation_slots where pack_generation_id = $1', [id]);
      const images = new Set(rows.map((r) => r.image_id).filter((x) => x !== null));
      check(rows.length === PACK_IMAGE_COUNT && rows.every((r) => r.status === 'done') && images.size === PACK_IMAGE_COUNT,
        `pack generation ${id}: ${rows.filter((r) => r.status === 'done').length} done slots, ${images.size} distinct images (want ${PACK_IMAGE_COUNT})`);
    }
    const { rows: [imageCount] } = await db.query<{ n: number }>('select count(*)::int as n from images');
    const { rows: [genImages] } = await db.query<{ n: number }>('select count(*)::int as n from images where generation_id is not null');
    const { rows: [slotImages] } = await db.query<{ n: number }>('select count(distinct image_id)::int as n from pack_generation_slots');
    const expectedImages = USERS + PACKS * PACK_IMAGE_COUNT;
    check(genImages!.n === USERS, `gen images: ${genImages!.n}, want ${USERS}`);
    check(slotImages!.n === PACKS * PACK_IMAGE_COUNT, `pack slots point at ${slotImages!.n} distinct images`);
    // A pack image's row and its slot's settlement commit in one transaction (pack-slot.worker.ts): not even
    // the killed worker can leave an image outside a slot, whatever instant it died at.
    const { rows: orphans } = await db.query<{ created_at: Date }>(`select created_at from images where generation_id is null
      and id not in (select image_id from pack_generation_slots where image_id is not null)`);
    check(orphans.length === 0, `${orphans.length} pack images are in no slot (made twice, or left by the killed worker)`);
    check(imageCount!.n === expectedImages, `images stored: ${imageCount!.n}, want ${expectedImages} (one per gen, ${PACK_IMAGE_COUNT} per pack)`);

    // Engine calls: every call a live process made ended as a stored image. Only calls the killed worker
    // finished just before it died (its job then re-run elsewhere) may be extra, at most one per re-run job.
    const calls = fs.readFileSync(callLog, 'utf8').trim().split('\n').filter(Boolean).map((line) => line.split(' ').map(Number) as [number, number]);
    const madeByEngine = calls.reduce((sum, [, n]) => sum + n, 0);
    const byKilled = calls.filter(([pid]) => pid === worker2.child.pid).reduce((sum, [, n]) => sum + n, 0);
    const { rows: [rerun] } = await db.query<{ n: number }>(`select count(*)::int as n from jobs where name = 'pack.slot' and attempts > 1`);
    const extra = madeByEngine - imageCount!.n;
    check(extra >= 0 && extra <= rerun!.n, `engine made ${madeByEngine} images, ${imageCount!.n} stored: ${extra} extra, but only ${rerun!.n} slot jobs were re-run after the kill`);
    check(madeAtKill >= 0 && madeAtKill < total && byKilled > 0, `the kill came mid-packs (${killedAt || 'no kill'}), after the killed worker had made images`);
    check(madeByEngine - byKilled <= imageCount!.n, `the live processes' engine made ${madeByEngine - byKilled} images, more than the ${imageCount!.n} stored`);

    // No job stuck, none failed for good.
    const { rows: jobStates } = await db.query<{ status: string; n: number }>('select status, count(*)::int as n from jobs group by status');
    const stuck = jobStates.filter((r) => r.status !== 'done');
    check(stuck.length === 0, `jobs not done: ${JSON.stringify(stuck)}`);

    // Money: every balance is its ledger's sum.
    const { rows: drift } = await db.query(`select a.id, a.credit_balance, coalesce(sum(l.amount), 0)::int as ledger from accounts a
      left join credit_ledger l on l.account_id = a.id group by a.id having a.credit_balance <> coalesce(sum(l.amount), 0)`);
    check(drift.length === 0, `balances differ from their ledgers: ${JSON.stringify(drift)}`);

    // Files: every key the database names is in the bucket; nothing was written to local disk.
    const { rows: keys } = await db.query<{ key: string }>(`select storage_key as key from images union all select storage_key from training_photos
      union all select main_image_key from models where main_image_key is not null`);
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY } });
    const missing: string[] = [];
    await Promise.all(keys.map(async ({ key }) => {
      try {
        await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
      } catch {
        missing.push(key);
      }
    }));
    client.destroy();
    check(keys.length >= USERS * 13 + expectedImages && missing.length === 0, `${missing.length} of ${keys.length} stored files missing from the bucket: ${missing.slice(0, 3).join(', ')}`);
    const localFiles = path.join(work, 'data', 'files');
    check(!fs.existsSync(localFiles) || fs.readdirSync(localFiles, { recursive: true }).length === 0, 'files were written to the local data folder');
    mark('checks');

    // Graceful stop of the survivors: exit code 0 each.
    const codes = await Promise.all([processes[0]!, processes[1]!, worker1].map((server) => stopGracefully(server)));
    check(codes.every((code) => code === 0), `SIGTERM exit codes ${codes.join(', ')} (want 0)`);
    mark('SIGTERM the survivors');
    return {
      failures,
      numbers: {
        'images stored': imageCount!.n, 'in no slot': orphans.length, 'engine images': madeByEngine, 'by the killed worker': byKilled, 're-run slot jobs': rerun!.n,
        'files in bucket': keys.length, 'jobs': jobStates.reduce((sum, r) => sum + r.n, 0), 'kill': killedAt,
      },
    };
  } catch (error) {
    // What the database says at the moment of failure, for the report.
    const states = await db.query('select name, status, count(*)::int as n, max(last_error) as error from jobs group by name, status order by name').catch(() => ({ rows: [] }));
    const models = await db.query('select status, count(*)::int as n from models group by status').catch(() => ({ rows: [] }));
    console.error('jobs:', JSON.stringify(states.rows), '\nmodels:', JSON.stringify(models.rows));
    throw error;
  } finally {
    for (const server of processes) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(processes.map((server) => server.exited));
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    await s3.close();
    if (process.env.SCALE_KEEP_LOGS) console.log(`logs kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
}

main().then(({ failures, numbers }) => {
  console.log('\nnpm run test:scale: 2 web + 2 worker processes, PostgreSQL, S3 (s3rver)');
  console.table(timings.map(([step, seconds]) => ({ step, seconds: seconds.toFixed(1) })));
  console.table(numbers);
  console.log(`total ${((performance.now() - began) / 1000).toFixed(1)} s`);
  for (const failure of failures) console.error(`FAILED: ${failure}`);
  console.log(failures.length === 0 ? 'all checks passed' : `${failures.length} checks failed`);
  process.exit(failures.length === 0 ? 0 : 1);
}, (error: unknown) => {
  console.error(error);
  console.table(timings.map(([step, seconds]) => ({ step, seconds: seconds.toFixed(1) })));
  process.exit(1);
});
