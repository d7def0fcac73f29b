/**
 * Generation latency on each database: POST replicate-service/gen for 4 images with a zero-latency
 * fake engine (so what is measured is ours: checks, the debit transaction, storing 4 JPEGs, the image
 * rows, the reply), GET replicate-service/gen-status, and the edits: POST upload-service/upload-mask
 * (multipart: a 768×1024 PNG mask scaled and checked, the original read back, debit, store) and
 * replicate-service/apply-filter. Targets for gen and the edits: p50 ≤ 50 ms, p99 ≤ 150 ms.
 * Loopback only; one connection gives the latency, four show it under load. Stops by itself.
 * Run: `npm run bench:gen` (PostgreSQL is measured too when reachable at TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ImageEngine } from '../src/modules/generation/image-engine.js';
import { measure, onEachDatabase, runBenchmark, signIn, withBenchServer, type DatabaseKind, type Latency } from './bench-kit.js';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const TARGET = { p50: 50, p99: 150 };

interface Row extends Latency { database: string; target: string; connections: number }

/** An engine that answers at once with a real 768×1024 JPEG per image. */
async function instantEngine(): Promise<ImageEngine> {
  const jpeg = await sharp({ create: { width: 768, height: 1024, channels: 3, background: { r: 180, g: 140, b: 110 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024"><circle cx="384" cy="400" r="220" fill="#654"/></svg>') }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return {
    name: 'replicate',
    generate: async (request) => Array.from({ length: request.count }, () => ({ ok: true as const, bytes: jpeg, contentType: 'image/jpeg' as const })),
    edit: async () => ({ ok: true as const, bytes: jpeg, contentType: 'image/jpeg' as const }),
    filter: async () => ({ ok: true as const, bytes: jpeg, contentType: 'image/jpeg' as const }),
  };
}

/** A multipart body as a browser sends it: text fields, then one file part. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----bench${randomUUID()}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = `${parts.join('')}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}

/** The editor's export: a black 768×1024 canvas with a white stroke. */
const maskPng = () => sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="768" height="1024"><rect width="100%" height="100%" fill="#000"/>'
  + '<path d="M200 300 L560 420" stroke="#fff" stroke-width="40"/></svg>')).png().toBuffer();

async function benchOne(kind: DatabaseKind): Promise<Row[]> {
  const env = { ROLE: 'web', RATE_LIMIT_PER_MINUTE: '1000' };
  const imageEngine = await instantEngine();
  return withBenchServer(kind, 'gen', env, async (server) => {
    const { cookie, accountId } = await signIn(server, 'single');
    const { db, credits: { creditsService }, models: { modelsRepository } } = server.built.system;
    await creditsService.post({ accountId, amount: 50_000_000, reason: 'grant', idempotencyKey: `bench-gen-${randomUUID()}` });
    const publicId = randomUUID();
    const model = await modelsRepository.create({
      publicId, accountId, name: 'Bench', modelClass: 'woman', characteristics: 'brown-haired', triggerWord: 'TOKBENCH',
      engine: 'mock', mainImageKey: `models/${publicId}/main.jpg`,
    }, [], db);
    await db.updateTable('models').set({ status: 'succeeded', trained_version: `mock:${publicId}` }).where('id', '=', model.id).execute();
    const gen = {
      url: `${server.url}/ai-photographer/replicate-service/gen`, method: 'POST' as const,
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'a photo of model on a beach at golden hour', modelId: publicId, imageCount: 4 }),
    };
    const status = { url: `${server.url}/ai-photographer/replicate-service/gen-status`, headers: { cookie } };
    const source = await server.built.system.generation.imageMaker.make({ accountId, modelId: model.id, prompt: 'model on a beach', count: 1, generationId: null });
    const fileId = source.images[0]!.fileId;
    const form = multipart({ originalImageId: fileId, prompt: 'a straw hat' }, { name: 'mask.png', type: 'image/png', bytes: await maskPng() });
    const edit = {
      url: `${server.url}/ai-photographer/upload-service/upload-mask`, method: 'POST' as const,
      headers: { cookie, 'content-type': form.type }, body: form.body,
    };
    const filter = {
      url: `${server.url}/ai-photographer/replicate-service/apply-filter`, method: 'POST' as const,
      headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ fileId, filterName: 'mirage-ghibli' }),
    };
    const row = async (target: string, connections: number, options: typeof gen | typeof status | typeof edit): Promise<Row> =>
      ({ database: kind, target, connections, ...(await measure({ connections, duration: DURATION_S, ...options })) });
    return [
      await row('POST gen, 4 images stored', 1, gen),
      await row('POST gen, 4 images stored', 4, gen),
      await row('GET gen-status', 1, status),
      await row('GET gen-status', 4, status),
      await row('POST upload-mask (edit)', 1, edit),
      await row('POST upload-mask (edit)', 4, edit),
      await row('POST apply-filter', 1, filter),
      await row('POST apply-filter', 4, filter),
    ];
  }, { imageEngine });
}

runBenchmark(async () => {
  const rows = await onEachDatabase(benchOne);
  console.log(`\n${DURATION_S} s per target, loopback, zero-latency fake engine; gen and edit targets p50 ≤ ${TARGET.p50} ms, p99 ≤ ${TARGET.p99} ms\n`);
  console.table(rows.map((r) => ({
    database: r.database,
    target: r.target,
    connections: r.connections,
    'requests/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'non-2xx/errors': r.failed,
    ...(r.target.startsWith('POST') && r.connections === 1 ? { 'meets target': r.p50 <= TARGET.p50 && r.p99 <= TARGET.p99 ? 'yes' : 'NO' } : {}),
  })));
});
