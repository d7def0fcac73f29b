/**
 * API throughput on each database: a signed-in `auth-service/account-info` (session lookup with the
 * account row and its maintained balance, subscription, contract-shaped reply) and
 * `replicate-service/gen-status` (the same, plus the generation page's facts in one query) next to a
 * bare Fastify route doing `SELECT 1` on the same database, so the app's own overhead is visible
 * (target: each call ≥ 0.5× the bare route). The three take turns in slices of ~2 s (after a 1 s
 * warm-up each), so a change in the machine's load lands on all of them rather than on one target's
 * run. Loopback only; stops by itself (~60 s).
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

/** Each target's turns last about this long. */
const SLICE_S = 2;
const SLICES = Math.max(1, Math.round(DURATION_S / SLICE_S));
const WARM_UP_S = 1;

interface Row extends Latency, CpuCost { database: string; target: string }
interface Target { target: string; url: string; headers: Record<string, string> }

/** Runs the targets in turns, SLICES times each, and sums each one's slices. */
async function inTurns(targets: Target[], postgresDatabase: string | undefined, kind: DatabaseKind): Promise<Row[]> {
  const seconds = DURATION_S / SLICES;
  for (const { url, headers } of targets) await measure({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers });
  const sums = targets.map(() => ({ requests: 0, failed: 0, processUs: 0, databaseUs: 0 as number | undefined, p50: [] as number[], p99: [] as number[] }));
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const [i, { url, headers }] of targets.entries()) {
      const run = await withCpuCost(postgresDatabase, async () => {
        const latency = await measure({ url, connections: CONNECTIONS, duration: seconds, headers });
        return { ...latency, requests: latency.rps * seconds };
      });
      const sum = sums[i]!;
      sum.requests += run.requests;
      sum.failed += run.failed;
      sum.processUs += run.processUs * run.requests;
      sum.databaseUs = sum.databaseUs === undefined || run.databaseUs === undefined ? undefined : sum.databaseUs + run.databaseUs * run.requests;
      sum.p50.push(run.p50);
      sum.p99.push(run.p99);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return targets.map(({ target }, i) => {
    const sum = sums[i]!;
    const perRequest = (micros: number) => Math.round(micros / Math.max(sum.requests, 1));
    return {
      database: kind, target, rps: sum.requests / DURATION_S, failed: sum.failed,
      // Percentiles of slices do not add up: the median slice's p50 and the worst slice's p99.
      p50: median(sum.p50), p99: Math.max(...sum.p99),
      processUs: perRequest(sum.processUs), databaseUs: sum.databaseUs === undefined ? undefined : perRequest(sum.databaseUs),
    };
  });
}

async function benchOne(kind: DatabaseKind): Promise<Row[]> {
  return withBenchServer(kind, 'api', { ROLE: 'web' }, async (server) => {
    const bare = Fastify({ logger: false });
    bare.get('/select-1', async () => (await sql<{ one: number }>`select 1 as one`.execute(server.built.system.db)).rows[0]);
    try {
      await bare.listen({ port: 0, host: '127.0.0.1' });
      const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
      const { cookie } = await signIn(server, 'single');
      const postgresDatabase = server.config.databaseUrl ? new URL(server.config.databaseUrl).pathname.slice(1) : undefined;
      return await inTurns([
        { target: 'bare Fastify SELECT 1', url: `${bareUrl}/select-1`, headers: {} },
        { target: 'GET auth-service/account-info (signed in)', url: `${server.url}/ai-photographer/auth-service/account-info`, headers: { cookie } },
        { target: 'GET replicate-service/gen-status (signed in)', url: `${server.url}/ai-photographer/replicate-service/gen-status`, headers: { cookie } },
      ], postgresDatabase, kind);
    } finally {
      await bare.close();
    }
  });
}

runBenchmark(async () => {
  if (ONLY_DATABASE !== undefined && ONLY_DATABASE !== 'pglite' && ONLY_DATABASE !== 'postgres') throw new Error('BENCH_DATABASE is pglite or postgres');
  const rows = ONLY_DATABASE ? await benchOne(ONLY_DATABASE) : await onEachDatabase(benchOne);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per target in ${SLICES} turns, loopback\n`);
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
