/**
 * Generation latency on each database: POST replicate-service/gen for 4 images with a zero-latency
 * fake engine (so what is measured is ours: checks, the debit transaction, storing 4 JPEGs, the image
 * rows, the reply) and GET replicate-service/gen-status. Targets for gen: p50 ≤ 50 ms, p99 ≤ 150 ms.
 * Loopback only; one connection gives the latency, four show it under load. Stops by itself.
 * Run: `npm run bench:gen` (PostgreSQL is measured too when reachable at TEST_DATABASE_URL / DATABASE_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { prehashPassword } from 'api-client';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';
import type { ImageEngine } from '../src/modules/generation/image-engine.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET = { p50: 50, p99: 150 };

interface Row { database: string; target: string; connections: number; rps: number; p50: number; p99: number; failed: number }

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** An engine that answers at once with a real 768×1024 JPEG per image. */
async function instantEngine(): Promise<ImageEngine> {
  const jpeg = await sharp({ create: { width: 768, height: 1024, channels: 3, background: { r: 180, g: 140, b: 110 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024"><circle cx="384" cy="400" r="220" fill="#654"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return {
    name: 'replicate',
    generate: async (request) => Array.from({ length: request.count }, () => ({ ok: true as const, bytes: jpeg, contentType: 'image/jpeg' as const })),
  };
}

/** check-email → the e-mailed code → activate: the session cookie a browser would hold. */
async function signIn(baseUrl: string, mailTo: (email: string) => Promise<string | undefined>, prehash: string): Promise<string> {
  const email = `bench-gen-${Date.now()}@example.com`;
  const post = (p: string, body: unknown) =>
    fetch(`${baseUrl}/ai-photographer/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('auth-service/check-email', { email, currentUrl: '/', persona: 'single' });
  const code = (await mailTo(email))?.match(/\/activate\?code=([^\s&]+)/)?.[1];
  if (!code) throw new Error('no activation mail');
  const activated = await post('auth-service/activate', {
    code: decodeURIComponent(code), firstName: 'Bench', lastName: 'User', password: prehash, referredFrom: 'google', termsAccepted: true,
  });
  const cookie = activated.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c?.startsWith('session='));
  if (!cookie) throw new Error(`sign-in failed: ${activated.status} ${await activated.text()}`);
  return cookie;
}

async function measure(database: string, target: string, connections: number, options: Parameters<typeof autocannon>[0]): Promise<Row> {
  const result = await autocannon({ connections, duration: DURATION_S, ...options });
  return {
    database, target, connections, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-gen-'));
  const dbName = `bench_gen_${process.pid}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await adminQuery(`create database ${dbName}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_SITE: 'false', ROLE: 'web', HOST: '127.0.0.1', PORT: '0',
    DATA_DIR: dataDir, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '1000',
  });
  const built = await buildApp(config);
  built.container.useImageEngine(await instantEngine());
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    const mailTo = async (email: string) =>
      (await built.container.mailRepository.listRecent(10)).find((m) => m.to_address === email)?.text_body;
    const cookie = await signIn(appUrl, mailTo, prehashPassword('password1', config.passwordPrehash));
    const { db, credits, models } = built.container;
    const account = await db.selectFrom('accounts').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await credits.post({ accountId: account.id, amount: 50_000_000, reason: 'grant', idempotencyKey: `bench-gen-${randomUUID()}` });
    const publicId = randomUUID();
    const model = await models.create({
      publicId, accountId: account.id, name: 'Bench', modelClass: 'woman', characteristics: 'brown-haired', triggerWord: 'TOKBENCH',
      engine: 'mock', mainImageKey: `models/${publicId}/main.jpg`,
    }, [], db);
    await db.updateTable('models').set({ status: 'succeeded', trained_version: `mock:${publicId}` }).where('id', '=', model.id).execute();
    const gen = {
      url: `${appUrl}/ai-photographer/replicate-service/gen`, method: 'POST' as const,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a photo of model on a beach at golden hour', modelId: publicId, imageCount: 4 }),
    };
    const status = { url: `${appUrl}/ai-photographer/replicate-service/gen-status`, headers: { cookie } };
    return [
      await measure(kind, 'POST gen, 4 images stored', 1, gen),
      await measure(kind, 'POST gen, 4 images stored', 4, gen),
      await measure(kind, 'GET gen-status', 1, status),
      await measure(kind, 'GET gen-status', 4, status),
    ];
  } finally {
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

async function main() {
  const rows = await benchOne('pglite');
  if (await postgresReachable()) rows.push(...(await benchOne('postgres')));
  else console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: measured PGlite only.`);
  console.log(`\n${DURATION_S} s per target, loopback, zero-latency fake engine; gen targets p50 ≤ ${TARGET.p50} ms, p99 ≤ ${TARGET.p99} ms\n`);
  console.table(rows.map((r) => ({
    database: r.database,
    target: r.target,
    connections: r.connections,
    'requests/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx/errors': r.failed,
    ...(r.target.startsWith('POST gen') && r.connections === 1 ? { 'meets target': r.p50 <= TARGET.p50 && r.p99 <= TARGET.p99 ? 'yes' : 'NO' } : {}),
  })));
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
