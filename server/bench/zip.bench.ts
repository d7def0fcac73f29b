/**
 * Zip download of a 30-photo pack: time to first byte, total time and memory while the server streams
 * the zip from storage, next to building the same zip in memory with jszip (what streaming avoids).
 * Photos are ~2.5 MB noise JPEGs (1536 × 2048, the size a provider returns). Loopback, PGlite (~30 s).
 * Run: `npx tsx bench/zip.bench.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import sharp from 'sharp';
import { PACK_IMAGE_COUNT } from 'api-client';
import type { ImageEngine } from '../src/modules/generation/image-engine.js';
import { runBenchmark, signIn, withBenchServer } from './bench-kit.js';

const RUNS = 5;
const MB = 1024 * 1024;

async function noisePhoto(): Promise<Buffer> {
  const width = 1536;
  const height = 2048;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24 ^ (Math.random() * 64);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** Samples the process's memory every 5 ms while `work` runs; answers the peaks above the start. */
async function withMemoryPeak<T>(work: () => Promise<T>): Promise<{ result: T; rssPeakMb: number; heapPeakMb: number; externalPeakMb: number }> {
  global.gc?.();
  const start = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  let external = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - start.rss);
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
    external = Math.max(external, now.external + now.arrayBuffers - start.external - start.arrayBuffers);
  };
  const timer = setInterval(sample, 5);
  try {
    const result = await work();
    sample();
    return { result, rssPeakMb: rss / MB, heapPeakMb: heap / MB, externalPeakMb: external / MB };
  } finally {
    clearInterval(timer);
  }
}

runBenchmark(async () => {
  const photo = await noisePhoto();
  const rows: Record<string, string | number>[] = [];
  const engine: ImageEngine = {
    name: 'mock',
    edit: async () => ({ ok: true as const, bytes: photo, contentType: 'image/jpeg' as const }),
    filter: async () => ({ ok: true as const, bytes: photo, contentType: 'image/jpeg' as const }),
    generate: async (request) => Array.from({ length: request.count }, () => ({ ok: true as const, bytes: photo, contentType: 'image/jpeg' as const })),
  };
  await withBenchServer('pglite', 'zip', { ROLE: 'all' }, async (server) => {
    const { built, config } = server;
    const { cookie, accountId } = await signIn(server, 'professional');
    const publicId = randomUUID();
    const { db } = built.system;
    const model = await built.system.models.modelsRepository.create({
      publicId, accountId, name: 'Bench', modelClass: 'woman', characteristics: '', triggerWord: 'TOKBENCH', engine: 'mock', mainImageKey: 'x.jpg',
    }, [], db);
    await db.updateTable('models').set({ status: 'succeeded', trained_version: 'bench' }).where('id', '=', model.id).execute();
    const pack = await built.system.packs.packSales.byReference('linkedin-headshots');
    await built.system.credits.creditsService.post({ accountId, amount: 300, reason: 'grant', idempotencyKey: `bench-${randomUUID()}` });
    const headers = { 'content-type': 'application/json', cookie, origin: config.publicUrl };
    const made = await (await fetch(`${server.url}/ai-photographer/photo-pack-service/generate-pack`, {
      method: 'POST', headers, body: JSON.stringify({ packId: pack!.id, modelId: publicId }),
    })).json() as { packGenerationId: number };

    const zipFile = path.join(os.tmpdir(), `bench-pack-${process.pid}.zip`);
    for (let run = 0; run <= RUNS; run += 1) {
      const measured = await withMemoryPeak(async () => {
        const began = performance.now();
        const link = await (await fetch(`${server.url}/ai-photographer/photo-pack-service/pack-download`, {
          method: 'POST', headers, body: JSON.stringify({ packGenerationId: made.packGenerationId }),
        })).json() as { url: string };
        const reply = await fetch(`${server.url}${link.url}`);
        let firstByte = 0;
        let bytes = 0;
        const out = run === RUNS ? fs.createWriteStream(zipFile) : null;
        for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>) {
          if (!firstByte) firstByte = performance.now() - began;
          bytes += chunk.length;
          out?.write(chunk);
        }
        await new Promise((resolve) => (out ? out.end(resolve) : resolve(undefined)));
        return { firstByte, total: performance.now() - began, bytes };
      });
      if (run === 0) continue; // warm-up
      const { firstByte, total, bytes } = measured.result;
      rows.push({
        how: `streamed, run ${run}`, 'zip MB': (bytes / MB).toFixed(1), 'first byte ms': firstByte.toFixed(0), 'total ms': total.toFixed(0),
        'MB/s': (bytes / MB / (total / 1000)).toFixed(0), 'rss peak +MB': measured.rssPeakMb.toFixed(0),
        'heap peak +MB': measured.heapPeakMb.toFixed(0), 'buffers peak +MB': measured.externalPeakMb.toFixed(0),
      });
    }
    const listing = execFileSync('unzip', ['-l', zipFile], { encoding: 'utf8' });
    execFileSync('unzip', ['-tq', zipFile]);
    console.log(`unzip -t: OK; ${listing.trim().split('\n').at(-1)}`);
    fs.rmSync(zipFile, { force: true });

    // For comparison: the same archive built in memory (all photos read, then one Buffer), as before streaming.
    const keys = (await db.selectFrom('images').select('storage_key').where('account_id', '=', accountId).execute()).map((r) => r.storage_key);
    const buffered = await withMemoryPeak(async () => {
      const began = performance.now();
      const zip = new JSZip();
      for (const [i, key] of keys.entries()) zip.file(`photo-${i + 1}.jpg`, (await built.system.storage.get(key))!);
      const data = await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
      return { total: performance.now() - began, bytes: data.length };
    });
    rows.push({
      how: 'jszip generateAsync, in memory', 'zip MB': (buffered.result.bytes / MB).toFixed(1), 'first byte ms': '-', 'total ms': buffered.result.total.toFixed(0),
      'MB/s': (buffered.result.bytes / MB / (buffered.result.total / 1000)).toFixed(0), 'rss peak +MB': buffered.rssPeakMb.toFixed(0),
      'heap peak +MB': buffered.heapPeakMb.toFixed(0), 'buffers peak +MB': buffered.externalPeakMb.toFixed(0),
    });
  }, { imageEngine: engine });
  console.log(`\n${PACK_IMAGE_COUNT} photos of ${(photo.length / MB).toFixed(2)} MB each\n`);
  console.table(rows);
});
