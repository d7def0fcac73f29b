/**
 * API throughput on each database: a signed-in `auth-service/account-info` (session lookup with the
 * account row and its maintained balance, subscription, contract-shaped reply) and
 * `replicate-service/gen-status` (the same, plus the generation page's facts in one query) next to a
 * bare Fastify route doing `SELECT 1` on the same database, so the app's own overhead is visible
 * (target: each call ≥ 0.5× the bare route). Loopback only; stops by itself (~60 s).
 * Run: `npm run bench:api` (PostgreSQL is measured too when reachable at TEST_DATABASE_URL);
 * `BENCH_DATABASE=postgres` (or `pglite`) measures one database only, `BENCH_SECONDS` sets the length.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { measure, onEachDatabase, runBenchmark, signIn, withBenchServer, type DatabaseKind, type Latency } from './bench-kit.js';
import { withCpuCost, type CpuCost } from './cpu-cost.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const ONLY_DATABASE = process.env.BENCH_DATABASE;

interface Row extends Latency, CpuCost { database: string; target: string }

async function benchOne(kind: DatabaseKind): Promise<Row[]> {
  return withBenchServer(kind, 'api', { ROLE: 'web' }, async (server) => {
    const bare = Fastify({ logger: false });
    bare.get('/select-1', async () => (await sql<{ one: number }>`select 1 as one`.execute(server.built.system.db)).rows[0]);
    try {
      await bare.listen({ port: 0, host: '127.0.0.1' });
      const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
      const { cookie } = await signIn(server, 'single');
      const postgresDatabase = server.config.databaseUrl ? new URL(server.config.databaseUrl).pathname.slice(1) : undefined;
      const row = async (target: string, url: string, headers: Record<string, string> = {}): Promise<Row> => {
        const run = async () => {
          const latency = await measure({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
          return { ...latency, requests: latency.rps * DURATION_S };
        };
        return { database: kind, target, ...(await withCpuCost(postgresDatabase, run)) };
      };
      return [
        await row('bare Fastify SELECT 1', `${bareUrl}/select-1`),
        await row('GET auth-service/account-info (signed in)', `${server.url}/ai-photographer/auth-service/account-info`, { cookie }),
        await row('GET replicate-service/gen-status (signed in)', `${server.url}/ai-photographer/replicate-service/gen-status`, { cookie }),
      ];
    } finally {
      await bare.close();
    }
  });
}

runBenchmark(async () => {
  if (ONLY_DATABASE !== undefined && ONLY_DATABASE !== 'pglite' && ONLY_DATABASE !== 'postgres') throw new Error('BENCH_DATABASE is pglite or postgres');
  const rows = ONLY_DATABASE ? await benchOne(ONLY_DATABASE) : await onEachDatabase(benchOne);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per target, loopback\n`);
  const bare = new Map(rows.filter((r) => r.target.startsWith('bare')).map((r) => [r.database, r.rps]));
  console.table(rows.map((r) => ({
    database: r.database,
    target: r.target,
    'requests/s': Math.round(r.rps),
    'vs bare': (r.rps / (bare.get(r.database) ?? r.rps)).toFixed(2),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx/errors': r.failed,
    'CPU µs/req node': r.processUs,
    'CPU µs/req db': r.databaseUs ?? '',
  })));
});
