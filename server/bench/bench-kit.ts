/**
 * What every HTTP benchmark shares: a real server on a database of its own (embedded PGlite, then
 * PostgreSQL when reachable at TEST_DATABASE_URL), a signed-in user, autocannon runs and the exit.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Persona } from 'api-client';
import { prehashPassword } from 'api-client/prehash';
import { buildApp, type BuiltApp } from '../src/app.js';
import type { SystemParts } from '../src/composition/system-parts.js';
import { loadConfig, type AppConfig } from '../src/config/config.js';

export type DatabaseKind = 'pglite' | 'postgres';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchServer {
  database: DatabaseKind;
  built: BuiltApp;
  config: AppConfig;
  /** The listening server's base URL (loopback). */
  url: string;
}

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

/**
 * Runs `work` against a server on a fresh database of `kind` (a new PostgreSQL database, or PGlite in
 * a temporary folder), then removes the server, its files and its database whatever happened.
 * `env` adds to (or overrides) the quiet loopback configuration every benchmark uses.
 */
export async function withBenchServer<T>(
  kind: DatabaseKind, name: string, env: Record<string, string>, work: (server: BenchServer) => Promise<T>, parts: SystemParts = {},
): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  // Not the process id alone: benchmarks in other containers share the server, and their ids repeat ours.
  const dbName = `bench_${name}_${process.pid}_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    await adminQuery(`create database ${dbName}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_SITE: 'false', HOST: '127.0.0.1', PORT: '0',
    DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...env,
  });
  const built = await buildApp(config, { parts });
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    return await work({ database: kind, built, config, url });
  } finally {
    await built.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

/** Runs the benchmark on PGlite, then on PostgreSQL when it is reachable; answers every row. */
export async function onEachDatabase<Row>(bench: (kind: DatabaseKind) => Promise<Row[]>): Promise<Row[]> {
  const rows = await bench('pglite');
  if (await postgresReachable()) rows.push(...(await bench('postgres')));
  else console.log(`PostgreSQL not reachable at ${POSTGRES_URL}: measured PGlite only.`);
  return rows;
}

/** check-email → the e-mailed code → activate: the session cookie a browser would hold, and the account. */
export async function signIn(server: BenchServer, persona: Persona): Promise<{ cookie: string; accountId: number }> {
  const { system } = server.built;
  const email = `bench-${Date.now()}@example.com`;
  const post = (p: string, body: unknown) =>
    fetch(`${server.url}/ai-photographer/${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('auth-service/check-email', { email, currentUrl: '/', persona });
  const mail = (await system.mailRepository.listRecent(10)).find((m) => m.to_address === email);
  const code = mail?.text_body.match(/\/activate\?code=([^\s&]+)/)?.[1];
  if (!code) throw new Error('no activation mail');
  const activated = await post('auth-service/activate', {
    code: decodeURIComponent(code), firstName: 'Bench', lastName: 'User', password: prehashPassword('password1', server.config.passwordPrehash),
    referredFrom: 'google', termsAccepted: true,
  });
  const cookie = activated.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c?.startsWith('session='));
  if (!cookie) throw new Error(`sign-in failed: ${activated.status} ${await activated.text()}`);
  // As on the rules screen: training and gen are refused until the rules are accepted.
  await fetch(`${server.url}/ai-photographer/replicate-service/update-rules-accepted`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
  const account = await system.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { cookie, accountId: account.id };
}

export interface Latency {
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts together. */
  failed: number;
}

/** One autocannon run: average requests a second and the latency percentiles in ms. */
export async function measure(options: Parameters<typeof autocannon>[0]): Promise<Latency> {
  const result = await autocannon(options);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

/** Runs a benchmark's main and exits (open handles of a finished server must not keep it alive). */
export function runBenchmark(main: () => Promise<void>): void {
  main().then(() => process.exit(0), (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
