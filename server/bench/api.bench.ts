/**
 * API throughput on each database: a signed-in `auth-service/account-info` (session lookup, account
 * row, ledger balance, contract-shaped reply) next to a bare Fastify route doing `SELECT 1` on the same
 * database, so the app's own overhead is visible. Loopback only; stops by itself (~35 s).
 * Run: `npm run bench:api` (PostgreSQL is measured too when reachable at TEST_DATABASE_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { prehashPassword } from 'api-client';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/config.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Row { database: string; target: string; rps: number; p50: number; p99: number; failed: number }

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

/** check-email → the e-mailed code → activate: the session cookie a browser would hold. */
async function signIn(baseUrl: string, mailTo: (email: string) => Promise<string | undefined>, prehash: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
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

async function measure(database: string, target: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { database, target, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const dbName = `bench_${process.pid}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await adminQuery(`create database ${dbName}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_SITE: 'false', ROLE: 'web', HOST: '127.0.0.1', PORT: '0',
    DATA_DIR: dataDir, DATABASE_URL: databaseUrl,
  });
  const built = await buildApp(config);
  const bare = Fastify({ logger: false });
  bare.get('/select-1', async () => (await sql<{ one: number }>`select 1 as one`.execute(built.container.db)).rows[0]);
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
    const mailTo = async (email: string) =>
      (await built.container.mailRepository.listRecent(10)).find((m) => m.to_address === email)?.text_body;
    const cookie = await signIn(appUrl, mailTo, prehashPassword('password1', config.passwordPrehash));
    return [
      await measure(kind, 'GET auth-service/account-info (signed in)', `${appUrl}/ai-photographer/auth-service/account-info`, { cookie }),
      await measure(kind, 'bare Fastify SELECT 1', `${bareUrl}/select-1`),
    ];
  } finally {
    await bare.close();
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

async function main() {
  const rows = await benchOne('pglite');
  if (await postgresReachable()) rows.push(...(await benchOne('postgres')));
  else console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: measured PGlite only.`);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per target, loopback\n`);
  console.table(rows.map((r) => ({
    database: r.database,
    target: r.target,
    'requests/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx/errors': r.failed,
  })));
}

main().then(() => process.exit(0), (error) => {
  console.error(error);
  process.exit(1);
});
