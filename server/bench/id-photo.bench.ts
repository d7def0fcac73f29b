/**
 * ID photos (docs/id-photos.md): the time from a 12-megapixel photo's upload to the report and the files, as a
 * user waits for it (upload-service/upload-image, then id-photo-service/create for the US passport, through the
 * real routes and the real worker thread), the process's memory, and the event loop's longest stall meanwhile.
 * Run: `npm run bench:id-photo`. Timings are wall clock: run it on a quiet machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { grant } from '../test/generation.helpers.js';
import { uploadImage } from '../test/image-edits.helpers.js';
import { createSignedInUser } from '../test/helpers/fixtures.js';
import { startTestServer } from '../test/helpers/test-server.js';
import { runBenchmark } from './bench-kit.js';

const RUNS = 5;
const PORTRAIT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'id-photo', 'good-room.jpg');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

runBenchmark(async () => {
  // A phone's 12 MP photo: the portrait with room, scaled to 3,240 × 3,672 (11.9 MP) as a quality-90 JPEG.
  const photo = await sharp(fs.readFileSync(PORTRAIT)).resize(3240, 3672, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
  const server = await startTestServer({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-id-photo-')), RATE_LIMIT_PER_MINUTE: '100000' });
  try {
    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 10 * (RUNS + 2));
    const once = async () => {
      const began = performance.now();
      const uploaded = await uploadImage(server, user.client, photo, 'phone.jpg', 'image/jpeg');
      const uploadedMs = performance.now() - began;
      const fileId = String(uploaded.body.nextPage).split('/').pop();
      const made = await user.client.post('id-photo-service/create', { fileId, document: 'us-passport' });
      if (made.status !== 200) throw new Error(`create answered ${made.status}: ${JSON.stringify(made.body)}`);
      return { totalMs: performance.now() - began, uploadedMs };
    };
    const cold = await once(); // the worker starts and loads its models
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 20);
    delay.enable();
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await once());
    delay.disable();
    clearInterval(sampler);
    console.log(`\nID photo: a ${(photo.length / 1024 / 1024).toFixed(1)} MB, 11.9 MP JPEG uploaded, then made for the US passport; ${RUNS} runs after a cold one, ${os.availableParallelism()} cores`);
    console.table([
      { what: 'first (worker start, models load)', 'ms': cold.totalMs.toFixed(0) },
      { what: 'upload (decode, screen, store 1536 px)', 'ms': median(runs.map((run) => run.uploadedMs)).toFixed(0) },
      { what: 'upload → report and files (median)', 'ms': median(runs.map((run) => run.totalMs)).toFixed(0) },
      { what: 'upload → report and files (max)', 'ms': Math.max(...runs.map((run) => run.totalMs)).toFixed(0) },
    ]);
    console.log(`peak process RSS ${mb(peakRss)} MB; event loop's longest stall ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms`);
  } finally {
    await server.close();
  }
});
