/**
 * HD upscale (docs/upscale.md): the time to upscale one 1024 px photo 2× and 4× with the ESRGAN model in
 * its worker thread, the process's peak memory, and how long the event loop is held meanwhile.
 *
 * Photos: one-person fixtures resized to 1024 × 1024 (the most pixels a 1024 px long side allows). Each
 * scale upscales RUNS of them after a warm-up (for 2×, the fresh worker's first photo), in the worker thread as the server runs it. Run:
 * `npm run bench:upscale` (UPSCALE_RUNS=5 for more runs). Timings are wall clock: run it on a quiet machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { createLocalUpscaler } from '../src/infra/upscaling/local-upscaler.js';
import { loadUpscaleEngine } from '../src/infra/upscaling/upscale.engine.js';
import { FACES_DIR } from '../test/fixtures/upload-helpers.js';
import { runBenchmark } from './bench-kit.js';

const SIZE = 1024;
const RUNS = Number(process.env.UPSCALE_RUNS ?? 3);
const PHOTOS = [1, 3, 7];
const IDLE_BASELINE_MS = 10_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** The process's peak resident memory so far (Linux keeps it; elsewhere the current figure). */
function peakRss(): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // not Linux
  }
  return process.memoryUsage.rss();
}

/**
 * The event loop while `work` runs: its longest stall and p99 (ms, sampled every 1 ms), and how many ms a
 * second it was busy at all (the sampling timer's own wake-ups included). On a shared machine the stalls
 * include other processes' turns; the busy time is only this thread's, so compare it with the idle one.
 */
async function watchLoop(work: () => Promise<void>) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const before = performance.eventLoopUtilization();
  delay.enable();
  await work();
  delay.disable();
  const { active, idle } = performance.eventLoopUtilization(before);
  return { maxMs: delay.max / 1e6, p99Ms: delay.percentile(99) / 1e6, busyMsPerSecond: (1000 * active) / (active + idle) };
}

async function photos(): Promise<Buffer[]> {
  return Promise.all(PHOTOS.map((n) => sharp(fs.readFileSync(path.join(FACES_DIR, 'one-person', `photo-${String(n).padStart(2, '0')}.jpg`)))
    .resize(SIZE, SIZE, { fit: 'cover' })
    .jpeg({ quality: 90 })
    .toBuffer()));
}

runBenchmark(async () => {
  const images = await photos();
  console.log(`\nHD upscale (ESRGAN slim, WASM, 1 worker): ${images.length} photos of ${SIZE} × ${SIZE} px, ${RUNS} runs per scale after 1 warm-up, ${os.availableParallelism()} cores`);
  const idle = await watchLoop(() => new Promise((resolve) => setTimeout(resolve, IDLE_BASELINE_MS)));
  console.log(`event loop with nothing to do, for ${IDLE_BASELINE_MS / 1000} s (this machine's own stalls): longest stall ${idle.maxMs.toFixed(0)} ms, p99 ${idle.p99Ms.toFixed(0)} ms, busy ${idle.busyMsPerSecond.toFixed(1)} ms/s`);
  const rssBefore = process.memoryUsage.rss();
  const upscaler = createLocalUpscaler({ workers: 1 });
  try {
    let began = performance.now();
    await upscaler.upscale(images[0]!, 2, { width: SIZE * 2, height: SIZE * 2 });
    console.log(`first photo of a fresh worker (thread start, model load, 2× upscale): ${seconds(performance.now() - began)} s`);

    const rows = [];
    for (const scale of [2, 4] as const) {
      const target = { width: SIZE * scale, height: SIZE * scale };
      // The first photo above warmed the worker up for 2×.
      if (scale === 4) await upscaler.upscale(images[1]!, scale, target);
      const times: number[] = [];
      let bytes = 0;
      const loop = await watchLoop(async () => {
        for (let i = 0; i < RUNS; i += 1) {
          began = performance.now();
          bytes += (await upscaler.upscale(images[i % images.length]!, scale, target)).length;
          times.push(performance.now() - began);
        }
      });
      rows.push({
        scale: `${scale}×`,
        output: `${target.width} × ${target.height}`,
        'median s': seconds(median(times)),
        'min s': seconds(Math.min(...times)),
        'max s': seconds(Math.max(...times)),
        'JPEG MB': (bytes / RUNS / 1024 / 1024).toFixed(1),
        'peak RSS MB (so far)': mb(peakRss()),
        'loop stall max ms': loop.maxMs.toFixed(0),
        'loop p99 ms': loop.p99Ms.toFixed(0),
        'loop busy ms/s': loop.busyMsPerSecond.toFixed(1),
      });
    }
    console.table(rows);
    console.log(`process memory: ${mb(rssBefore)} MB before the worker, peak ${mb(peakRss())} MB, now ${mb(process.memoryUsage.rss())} MB`);

    // The engine alone on this thread, at the process's own priority (the worker runs below it): on a busy
    // machine, the gap to the worker's times is what the worker yielded to others.
    began = performance.now();
    const engine = await loadUpscaleEngine();
    const inThread = [`model load ${(performance.now() - began).toFixed(0)} ms (WASM backend start included)`];
    for (const scale of [2, 4] as const) {
      began = performance.now();
      await engine.upscale(images[2]!, scale, { width: SIZE * scale, height: SIZE * scale });
      inThread.push(`${scale}× ${seconds(performance.now() - began)} s`);
    }
    console.log(`\non the calling thread, one photo each: ${inThread.join(', ')}`);
  } finally {
    await upscaler.close();
  }
});
