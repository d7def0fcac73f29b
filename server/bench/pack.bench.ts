/**
 * Pack generation fan-out: one generate-pack call (30 images) against a fake engine that takes 2 s per
 * image, next to the time of one image alone. The pack's images are made by parallel jobs, so the pack
 * should take about one image's time: target ≤ 1.3× (the engine's 2 s plus our own overhead).
 * Each database runs twice: without likeness scoring (a model with no reference face) and with it (every
 * image is a face photo scored in the background worker thread, docs/likeness.md): the pack may take at
 * most 10 % longer with it.
 * Runs on PGlite, and on PostgreSQL when reachable at TEST_DATABASE_URL. Loopback only (~60 s). Timings are wall clock: run it on a quiet machine.
 * Run: `npm run bench:pack`.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { PACK_IMAGE_COUNT } from 'api-client';
import type { ImageEngine } from '../src/modules/generation/image-engine.js';
import { createWorkerFaceDescriber } from '../src/infra/photo/face-describer.js';
import { onEachDatabase, runBenchmark, signIn, withBenchServer, type BenchServer, type DatabaseKind } from './bench-kit.js';

const ENGINE_MS = 2000;
const TARGET_RATIO = 1.3;
const RUNS = 5;
/** Most a pack may slow down with likeness scoring on. */
const SCORING_TARGET_GROWTH = 0.1;
const FACE_PHOTO = new URL('../test/fixtures/faces/face-01.jpg', import.meta.url);

interface Row { database: string; scoring: boolean; run: string; seconds: number; ratio: number; images: number }

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** A provider stand-in: every image takes ENGINE_MS, then comes back as a 768×1024 face photo (what scoring reads). */
async function slowEngine(): Promise<ImageEngine> {
  const jpeg = await sharp(FACE_PHOTO.pathname).resize(768, 1024, { fit: 'cover' }).jpeg({ quality: 85 }).toBuffer();
  return {
    name: 'mock',
    edit: async () => ({ ok: true as const, bytes: jpeg, contentType: 'image/jpeg' as const }),
    filter: async () => ({ ok: true as const, bytes: jpeg, contentType: 'image/jpeg' as const }),
    async generate(request) {
      await sleep(ENGINE_MS);
      return Array.from({ length: request.count }, () => ({ ok: true as const, bytes: jpeg, contentType: 'image/jpeg' as const }));
    },
  };
}

/** A trained model, as the training flow leaves it. */
async function succeededModel({ built }: BenchServer, accountId: number, faceReference: number[] | null): Promise<{ id: number; publicId: string }> {
  const publicId = randomUUID();
  const { db, models: { modelsRepository } } = built.system;
  const row = await modelsRepository.create({
    publicId, accountId, name: 'Bench', modelClass: 'woman', characteristics: '', triggerWord: `TOK${publicId.slice(0, 8)}`,
    engine: 'mock', mainImageKey: `models/${publicId}/main.jpg`, faceReference,
  }, [], db);
  await db.updateTable('models').set({ status: 'succeeded', trained_version: 'bench' }).where('id', '=', row.id).execute();
  return { id: row.id, publicId };
}

/** The reference face of FACE_PHOTO, as an upload of it would store. */
async function faceReference(): Promise<number[]> {
  const describer = createWorkerFaceDescriber(1);
  try {
    const embedding = await describer.describe(await sharp(FACE_PHOTO.pathname).toBuffer());
    if (!embedding) throw new Error('no face found in the bench photo');
    return embedding;
  } finally {
    await describer.close();
  }
}

async function benchOne(kind: DatabaseKind, reference: number[] | null): Promise<Row[]> {
  const scoring = reference !== null;
  // The default job settings: this measures the configuration a fresh install runs with.
  const imageEngine = await slowEngine();
  return withBenchServer(kind, 'pack', { ROLE: 'all' }, async (server) => {
    const { built, config } = server;
    const { cookie, accountId } = await signIn(server, 'professional');
    const model = await succeededModel(server, accountId, reference);
    const pack = await built.system.packs.packSales.byReference('linkedin-headshots');
    if (!pack) throw new Error('the seeded catalogue has no linkedin-headshots pack');
    await built.system.credits.creditsService.post({ accountId, amount: pack.credits * (RUNS + 1), reason: 'grant', idempotencyKey: `bench-${randomUUID()}` });

    // One image alone, through the same image maker a pack slot uses (engine, storage, images row):
    // the median of three, so one slow timer on a busy machine does not skew every ratio.
    const singles: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const began = performance.now();
      await built.system.generation.imageMaker.make({ accountId, modelId: model.id, prompt: 'portrait of model', count: 1, generationId: null });
      singles.push((performance.now() - began) / 1000);
    }
    const oneImage = median(singles);
    const rows: Row[] = [{ database: kind, scoring, run: 'one image (median of 3)', seconds: oneImage, ratio: 1, images: 1 }];
    let started: number;

    // Run 0 warms the code paths up (JIT, prepared statements) and is not counted.
    for (let run = 0; run <= RUNS; run += 1) {
      started = performance.now();
      const reply = await fetch(`${server.url}/ai-photographer/photo-pack-service/generate-pack`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: config.publicUrl },
        body: JSON.stringify({ packId: pack.id, modelId: model.publicId }),
      });
      const seconds = (performance.now() - started) / 1000;
      const body = (await reply.json()) as { status: string; packGenerationId: number; message?: string };
      if (reply.status !== 200 || body.status !== 'success' || body.message) throw new Error(`generate-pack: ${reply.status} ${JSON.stringify(body)}`);
      const images = await built.system.db.selectFrom('pack_generation_slots').select('id')
        .where('pack_generation_id', '=', body.packGenerationId).where('status', '=', 'done').execute();
      if (run > 0) rows.push({ database: kind, scoring, run: `pack of ${PACK_IMAGE_COUNT}, run ${run}`, seconds, ratio: seconds / oneImage, images: images.length });
    }
    return rows;
  }, { imageEngine });
}

runBenchmark(async () => {
  const reference = await faceReference();
  const rows = await onEachDatabase(async (kind) => [...(await benchOne(kind, null)), ...(await benchOne(kind, reference))]);
  console.log(`\nfake engine: ${ENGINE_MS} ms per image; target: a pack within ${TARGET_RATIO}× one image\n`);
  console.table(rows.map((r) => ({
    database: r.database, scoring: r.scoring ? 'on' : 'off', run: r.run, 'wall s': r.seconds.toFixed(2), 'images made': r.images, 'ratio to one image': r.ratio.toFixed(2),
  })));
  for (const database of new Set(rows.map((r) => r.database))) {
    const packSeconds: Record<string, number> = {};
    for (const scoring of [false, true]) {
      const packs = rows.filter((r) => r.database === database && r.scoring === scoring && r.run.startsWith('pack'));
      const typical = median(packs.map((r) => r.ratio));
      packSeconds[String(scoring)] = median(packs.map((r) => r.seconds));
      console.log(`${database}, scoring ${scoring ? 'on' : 'off'}: median pack ratio ${typical.toFixed(2)}, worst ${Math.max(...packs.map((r) => r.ratio)).toFixed(2)} (target ≤ ${TARGET_RATIO}): ${typical <= TARGET_RATIO ? 'met' : 'NOT met'}`);
    }
    const growth = (packSeconds.true as number) / (packSeconds.false as number) - 1;
    console.log(`${database}: likeness scoring adds ${(growth * 100).toFixed(1)} % to a pack's median wall time (target ≤ ${SCORING_TARGET_GROWTH * 100} %): ${growth <= SCORING_TARGET_GROWTH ? 'met' : 'NOT met'}`);
  }
});
