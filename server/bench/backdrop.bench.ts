/**
 * Studio backdrop (docs/backdrop.md): the time to replace the background of one 1024 px photo, the model's
 * load time, the memory of a worker, and how long the event loop is held while photos render.
 *
 * Photos: five one-person fixtures resized to 1024 px on their long side. Each backdrop renders them
 * RUNS times in turn, after a warm-up, in the worker thread (as the server will) and then on the calling
 * thread (the engine alone, without the worker hop). Run: `npm run bench:backdrop`. Timings are wall
 * clock: run it on a quiet machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { loadBackdropEngine } from '../src/infra/segmentation/backdrop-engine.js';
import { createBackdropRenderer } from '../src/infra/segmentation/backdrop-renderer.js';
import { BACKDROPS, type BackdropRenderer } from '../src/infra/segmentation/backdrop.types.js';
import { FACES_DIR } from '../test/fixtures/upload-helpers.js';
import { runBenchmark } from './bench-kit.js';

const SIZE = 1024;
const RUNS = 10;
const WARM_UP = 2;
const PHOTOS = [1, 3, 7, 12, 19];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function photos(): Promise<Buffer[]> {
  return Promise.all(PHOTOS.map((n) => sharp(fs.readFileSync(path.join(FACES_DIR, 'one-person', `photo-${String(n).padStart(2, '0')}.jpg`)))
    .resize(SIZE, SIZE, { fit: 'inside' })
    .jpeg({ quality: 90 })
    .toBuffer()));
}

/** Median ms per photo for each backdrop, and the event loop's longest stall (ms) meanwhile. */
async function timeRenders(renderer: BackdropRenderer, images: Buffer[]) {
  for (let i = 0; i < WARM_UP; i += 1) await renderer.render(images[i % images.length]!, 'navy');
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const rows = [];
  for (const { name } of BACKDROPS) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const began = performance.now();
      await renderer.render(images[i % images.length]!, name);
      times.push(performance.now() - began);
    }
    rows.push({ backdrop: name, 'median ms': median(times).toFixed(0), 'min ms': Math.min(...times).toFixed(0), 'max ms': Math.max(...times).toFixed(0) });
  }
  delay.disable();
  return { rows, loopMaxMs: delay.max / 1e6, loopP99Ms: delay.percentile(99) / 1e6 };
}

runBenchmark(async () => {
  const images = await photos();
  console.log(`\nstudio backdrop: ${images.length} photos at ${SIZE} px on the long side, ${RUNS} runs per backdrop after ${WARM_UP} warm-up, ${os.availableParallelism()} cores`);

  // In the worker thread, as the server runs it. Memory first, while nothing else is loaded here.
  const rssBefore = process.memoryUsage().rss;
  const renderer = createBackdropRenderer({ workers: 1 });
  try {
    let began = performance.now();
    await renderer.render(images[0]!, 'navy');
    const firstPhotoMs = performance.now() - began;
    const worker = await timeRenders(renderer, images);
    const rssWorker = process.memoryUsage().rss - rssBefore;
    console.log(`\nin a worker thread (first photo of a fresh worker, with its start and model load: ${firstPhotoMs.toFixed(0)} ms; process memory added by the worker: ${mb(rssWorker)} MB)`);
    console.table(worker.rows);
    console.log(`event loop meanwhile: longest stall ${worker.loopMaxMs.toFixed(0)} ms, p99 ${worker.loopP99Ms.toFixed(0)} ms`);

    // The engine on this thread: the model's load time, and the work without the worker hop.
    began = performance.now();
    const engine = await loadBackdropEngine();
    const loadMs = performance.now() - began;
    const inThread = await timeRenders(engine, images);
    console.log(`\non the calling thread (model load: ${loadMs.toFixed(0)} ms, WASM backend start included)`);
    console.table(inThread.rows);
    console.log(`event loop meanwhile: longest stall ${inThread.loopMaxMs.toFixed(0)} ms, p99 ${inThread.loopP99Ms.toFixed(0)} ms (why the server uses the worker)`);
  } finally {
    await renderer.close();
  }
});
