/**
 * The production shape the load benchmark drives: 2 web + 2 worker processes (`node src/main.ts`, as
 * `npm start` runs them: jemalloc when installed, LOG_LEVEL info) on a fresh PostgreSQL database, files in
 * S3 (s3rver, in a process of its own). Restartable with another engine latency on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { startServerProcess, stopGracefully, waitHealthy, type ServerProcess } from '../../test/scale/scale-cluster.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PROBE = pathToFileURL(path.join(HERE, 'loop-probe.mjs')).href;
const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
const NAMES = [['web-1', 'web'], ['web-2', 'web'], ['worker-1', 'worker'], ['worker-2', 'worker']] as const;

export interface LoadCluster {
  work: string;
  databaseName: string;
  /** A small pool on the benchmark's database for checks and sampling. */
  db: pg.Pool;
  processes: ServerProcess[];
  webs: string[];
  s3Pid: number;
  /** (Re)starts the four processes with this engine latency; the event-loop probe files start empty. */
  start(imageDelayMs: number): Promise<void>;
  /** The nice value the worker processes start with (0: as the web processes). */
  workerNice: number;
  /** Every probe line (event-loop delay per second) a process wrote since its start. */
  loopDelays(name: string): { t: number; p50: number; p99: number; max: number }[];
  stop(): Promise<void>;
  close(): Promise<void>;
}

async function startS3rver(): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 's3rver-process.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return { child, env: (JSON.parse(line) as { env: Record<string, string> }).env };
}

export async function startLoadCluster(serverUrl: string, options: { workerNice: number }): Promise<LoadCluster> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'load-bench-'));
  const databaseName = `load_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 4, application_name: 'load-bench' });
  // Dropping the database at the end (with force) ends any connection still open: not a failure of the bench.
  db.on('error', () => undefined);
  // Idle connections are ended by the server when the database is dropped at the end: not a failure.
  db.on('error', () => undefined);
  const s3 = await startS3rver();
  const probeFile = (name: string) => path.join(work, `${name}.loop.jsonl`);
  const baseEnv = {
    NODE_ENV: 'test', LOG_LEVEL: 'info', SERVE_SITE: 'false', DATABASE_URL: databaseUrl.toString(), DATA_DIR: path.join(work, 'data'),
    ...s3.env, RATE_LIMIT_PER_MINUTE: '100000', MOCK_TRAINING_SECONDS: '1', PACK_WAIT_SECONDS: '0',
    // Mock images are not the trained face: no likeness miss (and no free replacement) muddies the pack counts.
    LIKENESS_MISS_THRESHOLD: '0',
    ...(fs.existsSync(JEMALLOC) ? { LD_PRELOAD: JEMALLOC } : { MALLOC_ARENA_MAX: '2' }),
  };
  const cluster: LoadCluster = {
    work, databaseName, db, processes: [], webs: [], s3Pid: s3.child.pid!, workerNice: options.workerNice,
    async start(imageDelayMs) {
      await cluster.stop();
      const env = (name: string) => ({
        ...baseEnv, MOCK_IMAGE_DELAY_MS: String(imageDelayMs), PGAPPNAME: name, LOAD_PROBE_FILE: probeFile(name),
        WORKER_NICE: String(cluster.workerNice),
      });
      for (const [name] of NAMES) fs.rmSync(probeFile(name), { force: true });
      // The first process migrates (on the first start); the others start on the migrated database.
      const [first, ...rest] = NAMES;
      const web1 = await startServerProcess(first[0], first[1], env(first[0]), work, [PROBE]);
      await waitHealthy(web1, 90_000);
      const others = await Promise.all(rest.map(([name, role]) => startServerProcess(name, role, env(name), work, [PROBE])));
      await Promise.all(others.map((server) => waitHealthy(server, 90_000)));
      cluster.processes = [web1, ...others];
      // In place: the users hold this array and follow the new ports.
      cluster.webs.splice(0, cluster.webs.length, ...cluster.processes.filter((p) => p.role === 'web').map((p) => p.url));
    },
    loopDelays(name) {
      if (!fs.existsSync(probeFile(name))) return [];
      return fs.readFileSync(probeFile(name), 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
    },
    async stop() {
      const codes = await Promise.all(cluster.processes.map((server) => stopGracefully(server)));
      const bad = codes.map((code, i) => [cluster.processes[i]!.name, code] as const).filter(([, code]) => code !== 0);
      cluster.processes = [];
      if (bad.length > 0) throw new Error(`processes did not stop cleanly: ${JSON.stringify(bad)}`);
    },
    async close() {
      for (const server of cluster.processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(cluster.processes.map((server) => server.exited));
      s3.child.kill('SIGTERM');
      await db.end().catch(() => undefined);
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
      if (process.env.LOAD_KEEP_LOGS) console.log(`logs kept in ${work}`);
      else fs.rmSync(work, { recursive: true, force: true });
    },
  };
  return cluster;
}
