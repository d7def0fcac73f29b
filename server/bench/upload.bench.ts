/**
 * The training upload under load, against a server in a process of its own (started like `npm start`:
 * `node --import tsx`), so its memory is read honestly from /proc. `npm run bench:upload`.
 *
 * 1. Legitimate, twice: the 20 photos as the studio sends them (resized in the browser to the stored size,
 *    long side 1536, JPEG 90: ~10 MB in all; target ≤ 3 s), and full size, 20 JPEGs of 4000×3000 (~6 MB
 *    each; an older client or any other one; target ≤ 4 s) → accept, unzip, normalise, selfie check,
 *    describe each face and find the one person they show (the look-alike check, docs/likeness.md), store,
 *    create the model and start its training. The photos are the twenty fixture photos of one person
 *    (faces/one-person) upscaled onto heavy noise, so they stay faces and compress poorly; every upload must
 *    start its training (a set read as several people would stop at needs-confirmation). The first
 *    (warm-up) upload also loads the face models.
 * 2. Hostile: 4 uploads at once (400,000 empty entries, 12 PNGs of 16000×16000, a deflate bomb whose
 *    headers lie, and the legitimate zip), 3 times, while `/healthz` is asked every ~10 ms. Reports its
 *    latency (target p99 ≤ 100 ms), the server's event-loop delay, and its RSS before, at peak, right
 *    after, and over up to 60 s of idle (target < 500 MB).
 * Runs on PGlite, then on PostgreSQL when reachable at TEST_DATABASE_URL (BENCH_DATABASES=pglite or
 * postgres for one; BENCH_HOSTILE=0 measures the legitimate uploads only). BENCH_CPU_PROF=<folder> writes the server's CPU profiles (one per thread) there.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import sharp from 'sharp';
import { onEachDatabase, runBenchmark, signIn, withBenchServer, type DatabaseKind } from './bench-kit.js';
import { blackPng, lyingDeflateBomb, manyEntriesZip, storedZip } from './hostile-uploads.js';

const FACES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'faces');
const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = 3;
const HEALTH_EVERY_MS = 10;
const BURSTS = 3;
const IDLE_WATCH_MS = 60_000;
const RSS_TARGET_MB = 500;
const MB = 1024 * 1024;

/** Deterministic noise (a tiny LCG), so every run measures the same bytes. */
function noise(width: number, height: number, seed: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  let state = seed >>> 0;
  for (let i = 0; i < data.length; i += 4) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    data.writeUInt32LE(state, Math.min(i, data.length - 4));
  }
  return data;
}

const faceFile = (n: number) => fs.readFileSync(path.join(FACES, `face-${String(n).padStart(2, '0')}.jpg`));
const onePersonFile = (n: number) => fs.readFileSync(path.join(FACES, 'one-person', `photo-${String(n).padStart(2, '0')}.jpg`));

async function bigPhoto(index: number): Promise<Buffer> {
  const faceSide = 2200;
  const upscaled = await sharp(onePersonFile(index + 1)).resize(faceSide, faceSide).toBuffer();
  return sharp(noise(WIDTH, HEIGHT, index + 1), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    // Each photo frames the person elsewhere, as photos do: never a duplicate of another.
    .composite([{ input: upscaled, left: (index * 379) % (WIDTH - faceSide), top: (index * 163) % (HEIGHT - faceSide) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

interface Payloads { legit: Buffer; resized: Buffer; hostile: { name: string; zip: Buffer }[] }

async function payloads(): Promise<Payloads> {
  console.log(`generating 20 photos of ${WIDTH}×${HEIGHT} and the hostile uploads ...`);
  const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => bigPhoto(i)));
  const zip = new JSZip();
  photos.forEach((data, i) => zip.file(`image${i + 1}.jpg`, data));
  const legit = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  // What the studio's upload form sends (mfe-studio resize-photo.ts): long side 1536, JPEG 90.
  const small = new JSZip();
  (await Promise.all(photos.map((data) => sharp(data).resize(1536, 1536, { fit: 'inside' }).jpeg({ quality: 90 }).toBuffer())))
    .forEach((data, i) => small.file(`image${i + 1}.jpg`, data));
  const resized = await small.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
  const bomb = await blackPng(16000, 16000);
  const hostile = [
    { name: '400,000 empty entries', zip: manyEntriesZip(400_000) },
    { name: '12 PNGs of 16000×16000', zip: await storedZip(Array.from({ length: 12 }, () => bomb)) },
    { name: 'deflate bomb (lying sizes)', zip: await lyingDeflateBomb(Array.from({ length: 11 }, (_, i) => faceFile(i + 1)), 60 * MB) },
    { name: '20 photos of 4000×3000', zip: legit },
  ];
  const averageMb = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / MB;
  console.log(`photos ${averageMb.toFixed(1)} MB on average, zip ${(legit.length / MB).toFixed(1)} MB (resized as the studio sends them: ${(resized.length / MB).toFixed(1)} MB); hostile: ${hostile.map((h) => `${h.name} ${(h.zip.length / MB).toFixed(1)} MB`).join(', ')}`);
  return { legit, resized, hostile };
}

// ---- the server process --------------------------------------------------------------------------

interface Ready { url: string; cookie: string; pid: number }
type LoopStats = { p50: number; p99: number; max: number };
type MemoryStats = Record<'rss' | 'heapUsed' | 'external' | 'arrayBuffers', number>;
const SERVER_ENV = { ROLE: 'web', MOCK_TRAINING_SECONDS: '1' };

/** Child mode: a server (on `dataDir`'s database when given), a signed-in user with credits; answers the bench's questions. */
async function serve(kind: DatabaseKind, dataDir: string | undefined): Promise<void> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  await withBenchServer(kind, 'upload', { ...SERVER_ENV, ...(dataDir ? { DATA_DIR: dataDir } : {}) }, async (server) => {
    const { cookie, accountId } = await signIn(server, 'single');
    await server.built.system.credits.creditsService.post({ accountId, amount: 1150 * 20, reason: 'grant', idempotencyKey: `bench-${accountId}` });
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    const mb = (bytes: number) => Math.round(bytes / MB);
    await new Promise<void>((resolve) => {
      process.on('message', (message: string) => {
        if (message === 'loop-reset') loop.reset();
        if (message === 'loop-stats') process.send!({ loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) } });
        if (message === 'memory') {
          const usage = process.memoryUsage();
          process.send!({ memory: { rss: mb(usage.rss), heapUsed: mb(usage.heapUsed), external: mb(usage.external), arrayBuffers: mb(usage.arrayBuffers) } });
        }
        if (message === 'stop') resolve();
      });
      process.send!({ ready: { url: server.url, cookie, pid: process.pid } satisfies Ready });
    });
  });
}

const serverArgs = { execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as const };

/**
 * A PGlite database created and migrated by a process of its own, so the server re-opens it as a
 * restarted server does (creating one costs ~1 GB that would stay in the measured process).
 */
async function preparePglite(dataDir: string): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['--prepare', dataDir], { ...serverArgs, stdio: [...serverArgs.stdio] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`preparing the PGlite database failed (${code})`);
}

class ServerProcess {
  private constructor(private readonly child: ChildProcess, readonly ready: Ready) {}

  static async start(kind: DatabaseKind, dataDir?: string): Promise<ServerProcess> {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', kind, ...(dataDir ? [dataDir] : [])], { ...serverArgs, stdio: [...serverArgs.stdio] });
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.on('message', (message: { ready?: Ready }) => message.ready && resolve(message.ready));
      child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
    });
    return new ServerProcess(child, ready);
  }

  rssMb(): number {
    const status = fs.readFileSync(`/proc/${this.ready.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  }

  private ask<T>(question: string, key: string): Promise<T> {
    return new Promise<T>((resolve) => {
      const listen = (message: Record<string, T>) => {
        if (!(key in message)) return;
        this.child.off('message', listen);
        resolve(message[key] as T);
      };
      this.child.on('message', listen);
      this.child.send(question);
    });
  }

  async loopStats(reset = false): Promise<LoopStats> {
    const stats = await this.ask<LoopStats>('loop-stats', 'loop');
    if (reset) this.child.send('loop-reset');
    return stats;
  }


  memory(): Promise<MemoryStats> {
    return this.ask<MemoryStats>('memory', 'memory');
  }

  async stop(): Promise<void> {
    const exited = once(this.child, 'exit');
    this.child.send('stop');
    await exited;
  }
}

// ---- the client side -----------------------------------------------------------------------------

/**
 * One upload as multipart, written straight from the zip's buffer: the client copies nothing, so its
 * own work does not colour the server's timings.
 */
function upload(ready: Ready, zip: Buffer, name: string): Promise<{ status: number; ms: number; body: string }> {
  const boundary = `bench-${process.hrtime.bigint()}`;
  const field = (key: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(`${field('modelName', name.slice(0, 20))}${field('modelClass', 'man')}${field('modelCharacteristics', '')}`
    + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="images.zip"\r\nContent-Type: application/zip\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`${ready.url}/ai-photographer/upload-service/upload`, {
      method: 'POST',
      headers: { cookie: ready.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + zip.length + tail.length },
    }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body: Buffer.concat(parts).toString() }));
    });
    request.on('error', reject);
    request.write(head);
    request.write(zip);
    request.end(tail);
  });
}

/** GET /healthz every ~10 ms over one kept-alive connection until stopped: each answer's latency in ms. */
function probeHealth(url: string): { stop(): Promise<number[]> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let running = true;
  const get = () => new Promise<void>((resolve, reject) => {
    http.get(`${url}/healthz`, { agent }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`healthz ${response.statusCode}`))));
    }).on('error', reject);
  });
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await get();
      const ms = performance.now() - started;
      latencies.push(ms);
      if (ms < HEALTH_EVERY_MS) await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS - ms));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return latencies;
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function legitimateRuns(server: ServerProcess, cases: { label: string; zip: Buffer; target: string }[]): Promise<string[]> {
  const warm = await upload(server.ready, cases[0]!.zip, 'Warm');
  if (warm.status !== 200) throw new Error(`upload failed (${warm.status}): ${warm.body}`);
  console.log(`warm-up (first upload, loads the face detector): ${seconds(warm.ms)}`);
  const lines: string[] = [];
  for (const { label, zip, target } of cases) {
    const times: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await upload(server.ready, zip, `Bench ${run}`);
      if (result.status !== 200 || JSON.parse(result.body).status !== 'success') throw new Error(`upload did not start a training (${result.status}): ${result.body}`);
      times.push(result.ms);
      console.log(`${label} run ${run}: ${seconds(result.ms)}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    lines.push(`upload of 20 photos, ${label} (${(zip.length / MB).toFixed(1)} MB): min ${seconds(sorted[0]!)}, median ${seconds(sorted[1]!)} (target ≤ ${target})`);
  }
  return [`warm-up ${seconds(warm.ms)}`, ...lines];
}

/** 4 hostile uploads at once while /healthz is probed: one line per upload, then latency and memory. */
async function burst(server: ServerProcess, hostile: Payloads['hostile']) {
  await server.loopStats(true);
  let peak = server.rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssMb())), 50);
  const probe = probeHealth(server.ready.url);
  const started = performance.now();
  const results = await Promise.all(hostile.map(async (h) => ({ ...h, ...(await upload(server.ready, h.zip, h.name)) })));
  const ms = performance.now() - started;
  const latencies = await probe.stop();
  clearInterval(sampler);
  return { ms, results, latencies, peak, loop: await server.loopStats() };
}

const latencyLine = (sorted: number[]) =>
  `/healthz ×${sorted.length}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;

async function hostileBursts(server: ServerProcess, hostile: Payloads['hostile']): Promise<string[]> {
  await sleep(1000);
  const before = server.rssMb();
  const lines: string[] = [];
  const all: number[] = [];
  let peak = before;
  for (let round = 1; round <= BURSTS; round += 1) {
    const result = await burst(server, hostile);
    all.push(...result.latencies);
    peak = Math.max(peak, result.peak);
    lines.push(
      `  burst ${round} (${seconds(result.ms)}): ${result.results.map((r) => `${r.name} → ${r.status} in ${seconds(r.ms)}`).join('; ')}`,
      `    ${latencyLine([...result.latencies].sort((a, b) => a - b))}; server event-loop delay p50 ${result.loop.p50} ms, p99 ${result.loop.p99} ms, max ${result.loop.max} ms`,
    );
    for (const r of result.results.filter((r) => r.status >= 400)) lines.push(`    ${r.name}: ${JSON.parse(r.body).message}`);
  }
  lines.push(`  all bursts: ${latencyLine(all.sort((a, b) => a - b))} (target p99 ≤ 100 ms)`);
  const after = server.rssMb();
  const idleStarted = performance.now();
  const idle: string[] = [];
  let below: number | undefined;
  for (let second = 1; second <= IDLE_WATCH_MS / 1000; second += 1) {
    await sleep(1000);
    const rss = server.rssMb();
    if (below === undefined && rss < RSS_TARGET_MB) below = performance.now() - idleStarted;
    if ([5, 15, 30, 45, 60].includes(second)) idle.push(`${second} s ${rss.toFixed(0)} MB`);
  }
  const memory = await server.memory();
  lines.push(
    `  server RSS: before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, right after ${after.toFixed(0)} MB; idle: ${idle.join(', ')}`,
    `  RSS below ${RSS_TARGET_MB} MB ${below === undefined ? 'not within 60 s' : `after ${seconds(below)} of idle`}`
      + ` (then: JS heap ${memory.heapUsed} MB, external ${memory.external} MB of which array buffers ${memory.arrayBuffers} MB)`,
  );
  return lines;
}

async function benchOne(kind: DatabaseKind, data: Payloads): Promise<string[]> {
  console.log(`\n== ${kind} ==`);
  const dataDir = kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'upload-bench-')) : undefined;
  try {
    if (dataDir) await preparePglite(dataDir);
    const server = await ServerProcess.start(kind, dataDir);
    try {
      console.log(`server process ${server.ready.pid}: RSS ${server.rssMb().toFixed(0)} MB at start`);
      const legit = await legitimateRuns(server, [
        { label: 'resized in the browser to 1536 px', zip: data.resized, target: '3 s' },
        { label: `full size ${WIDTH}×${HEIGHT}`, zip: data.legit, target: '4 s' },
      ]);
      const head = [`${kind} (${os.availableParallelism()} cores)`, ...legit.map((line) => `  ${line}`)];
      if (process.env.BENCH_HOSTILE === '0') return head;
      console.log('hostile bursts ...');
      const hostile = await hostileBursts(server, data.hostile);
      return [...head, `  4 uploads at once, ${BURSTS} times:`, ...hostile];
    } finally {
      await server.stop();
    }
  } finally {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const [mode, ...args] = process.argv.slice(2);
if (mode === '--serve' || mode === '--prepare') {
  const work = mode === '--serve'
    ? serve(args[0] as DatabaseKind, args[1])
    : withBenchServer('pglite', 'upload', { ...SERVER_ENV, DATA_DIR: args[0] as string }, async () => undefined);
  work.then(() => process.exit(0), (error: unknown) => {
    console.error('bench server failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
} else {
  runBenchmark(async () => {
    const data = await payloads();
    const only = process.env.BENCH_DATABASES;
    const lines = only === 'pglite' || only === 'postgres' ? await benchOne(only, data) : await onEachDatabase((kind) => benchOne(kind, data));
    console.log(`\n${lines.join('\n')}`);
  });
}
