// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomUUID } from 'node:crypto';
import { CREDITS_PER_IMAGE } from 'api-client';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createMockImageEngine } from '../src/modules/generation/engines/mock-image.engine.js';
import { createWorkerFaceDescriber } from '../src/infra/photo/face-describer.js';
import { likenessRefundKey } from '../src/modules/generation/likeness/likeness.service.js';
import { createTransaction } from '../src/infra/db/transaction.js';
import { createLookAlikeRepository } from '../src/modules/uploads/look-alike.repository.js';
import { createLookAlikeService } from '../src/modules/uploads/look-alike.service.js';
import { createMockTrainingEngine } from '../src/modules/training/engines/mock-training.engine.js';
import type { ImageEngine, ImageRequest } from '../src/modules/generation/image-engine.js';
import { face, onePerson, uploadZip, zipOf } from './fixtures/upload-helpers.js';
import { grant, ledgerState, succeededModel } from './generation.helpers.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { generateWhileDraining, packIdOf } from './helpers/pack-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/** The default LIKENESS_MISS_THRESHOLD. */
const THRESHOLD = 0.69;
/** A photo with no face in it: what a landscape prompt gives. */
const LANDSCAPE = await sharp({ create: { width: 768, height: 1024, channels: 3, background: '#4a7a3c' } }).jpeg().toBuffer();

/** An engine whose every image is `pick(prompt, call)`: a fixture face, another person's, or a landscape. */
function photoEngine(pick: (prompt: string, call: number) => Buffer): ImageEngine & { calls: ImageRequest[] } {
  const calls: ImageRequest[] = [];
  return {
    name: 'replicate',
    calls,
    edit: async () => ({ ok: false, error: 'not used' }),
    filter: async () => ({ ok: false, error: 'not used' }),
    async generate(request) {
      const bytes = pick(request.prompt, calls.length);
      calls.push(request);
      return Array.from({ length: request.count }, () => ({ ok: true as const, bytes, contentType: 'image/jpeg' as const }));
    },
  };
}

describe('likeness score', () => {
  let server: TestServer;
  const describer = createWorkerFaceDescriber(1);
  let reference1: number[];

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
    reference1 = (await describer.describe(face(1)))!;
  });
  after(async () => {
    await server.close();
    await describer.close();
  });

  async function userWithModel(credits: number) {
    const user = await createSignedInUser(server);
    const model = await succeededModel(server, user.accountId, { faceReference: reference1 });
    await grant(server, user.accountId, credits);
    return { ...user, model };
  }

  const imagesOf = (accountId: number) => server.system.db.selectFrom('images')
    .select(['id', 'file_id', 'likeness', 'likeness_status', 'likeness_miss', 'likeness_refund', 'engine']).where('account_id', '=', accountId).orderBy('id').execute();
  const likenessRefunds = async (accountId: number) => (await ledgerState(server, accountId)).entries.filter((e) => e.idempotencyKey.startsWith('likeness-refund:'));

  test('the upload compares the faces itself: photos of one person train at once with their reference; nothing is left for a job', async () => {
    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 1150);
    const reply = await uploadZip(server, user.client, await zipOf(onePerson()));
    assert.deepEqual([reply.status, reply.body.status], [200, 'success'], JSON.stringify(reply.body));
    const model = await server.system.db.selectFrom('models').select(['id', 'status', 'face_reference', 'look_alike_outliers'])
      .where('public_id', '=', reply.body.modelId).executeTakeFirstOrThrow();
    assert.equal(model.face_reference?.length, 1024);
    assert.deepEqual([model.status, model.look_alike_outliers], ['starting', []]);
    const jobs = await server.system.db.selectFrom('jobs').select('name').where(sql<boolean>`payload->>'modelId' = ${String(model.id)}`).execute();
    assert.deepEqual(jobs.map((job) => job.name), ['training.start']);
  });

  test('a training the engine has finished before an old upload\'s look-alike job ran is ready only once its faces are compared', async () => {
    server.useTrainingEngine({
      name: 'mock', start: async () => ({ externalId: `finished-${Date.now()}` }), status: async () => ({ state: 'succeeded', version: 'v1' }),
      cancel: async () => {}, deleteWeights: async () => {},
    });
    try {
      const user = await createSignedInUser(server);
      await grant(server, user.accountId, 1150);
      const reply = await uploadZip(server, user.client, await zipOf(onePerson()));
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      const model = () => server.system.db.selectFrom('models').select(['id', 'status', 'face_reference']).where('public_id', '=', reply.body.modelId).executeTakeFirstOrThrow();
      const { id } = await model();
      // As an upload accepted before migration 0025 left it: compared later, by its model.look-alike job.
      await server.system.db.updateTable('models').set({ face_reference: null, look_alike_outliers: null }).where('id', '=', id).execute();
      await server.system.training.trainingService.start(id);
      await server.system.training.trainingService.poll(id);
      assert.notEqual((await model()).status, 'succeeded', 'the engine is done, the faces are not compared yet');
      await server.system.uploads.lookAlikeService.check(id);
      await server.drainJobs(); // the poll the check queued
      const ready = await model();
      assert.equal(ready.status, 'succeeded');
      assert.equal(ready.face_reference?.length, 1024);
    } finally {
      server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 1 }));
    }
  });

  /**
   * A succeeded model of face-01 whose upload's look-alike check has not run yet, with one gen image
   * whose scoring job has run already (the training does not wait for the faces): it stays pending.
   */
  async function imageOfUncheckedModel() {
    const user = await userWithModel(100);
    const row = await server.system.db.selectFrom('models').select('id').where('public_id', '=', user.model.publicId).executeTakeFirstOrThrow();
    await server.system.db.updateTable('models').set({ face_reference: null, look_alike_outliers: null }).where('id', '=', row.id).execute();
    const key = `models/${user.model.publicId}/photo-1.jpg`;
    await server.system.db.insertInto('training_photos').values({ model_id: row.id, position: 1, storage_key: key, width: 360, height: 360 }).execute();
    await server.system.storage.put(key, face(1));
    server.useImageEngine(createMockImageEngine({ storage: server.system.storage }));
    assert.equal((await user.client.post('replicate-service/gen', { prompt: 'model in a park', modelId: user.model.publicId, imageCount: 1 })).status, 200);
    const [image] = await imagesOf(user.accountId);
    await server.system.generation.likenessService.score(image!.id);
    return { ...user, modelId: row.id, imageId: image!.id };
  }

  test('a look-alike check whose faces cannot be described leaves the model without a reference, and its images unscored', async () => {
    const user = await imageOfUncheckedModel();
    const warnings: unknown[] = [];
    const service = createLookAlikeService({
      repository: createLookAlikeRepository(server.system.db), storage: server.system.storage,
      describer: () => ({ describe: () => Promise.reject(new Error('the worker stopped')) }),
      queue: server.system.queue, transaction: createTransaction(server.system.db),
      threshold: THRESHOLD, log: { warn: (details) => warnings.push(details) },
    });
    await service.check(user.modelId);
    await server.drainJobs();
    const model = await server.system.db.selectFrom('models').select(['face_reference', 'look_alike_outliers']).where('id', '=', user.modelId).executeTakeFirstOrThrow();
    assert.deepEqual([model.face_reference, model.look_alike_outliers], [null, []]);
    assert.equal(warnings.length, 1);
    assert.deepEqual((await imagesOf(user.accountId)).map((i) => i.likeness_status), ['unscored']);
  });

  test('an image made before its model\'s look-alike check finished is scored once the check stores the reference', async () => {
    const user = await imageOfUncheckedModel();
    assert.equal((await imagesOf(user.accountId))[0]?.likeness_status, 'pending');
    await server.system.uploads.lookAlikeService.check(user.modelId);
    await server.drainJobs();
    const [scored] = await imagesOf(user.accountId);
    assert.equal(scored?.likeness_status, 'scored');
    assert.ok(scored!.likeness !== null && scored!.likeness >= THRESHOLD, `likeness ${scored!.likeness}`);
    // A second check changes nothing.
    await server.system.uploads.lookAlikeService.check(user.modelId);
    assert.equal((await server.system.db.selectFrom('jobs').select('id').where('singleton_key', 'like', `image.likeness:${user.imageId}%`).execute()).length, 2);
  });

  test('gen answers with likeness null, and the mock engine\'s photos (drawn from the model\'s own photo) score high on the next poll', async () => {
    const user = await userWithModel(100);
    server.useImageEngine(createMockImageEngine({ storage: server.system.storage }));
    const reply = await user.client.post('replicate-service/gen', { prompt: 'model in a park', modelId: user.model.publicId, imageCount: 2 });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.outputImages.map((image: { likeness: unknown }) => image.likeness), [null, null]);
    await server.drainJobs();
    const models = await user.client.post('replicate-service/models', {});
    const images = models.body.models.flatMap((m: { Images: { likeness: number | null }[] }) => m.Images);
    assert.equal(images.length, 2);
    for (const image of images) assert.ok(image.likeness !== null && image.likeness >= THRESHOLD, `likeness ${image.likeness}`);
    assert.equal((await likenessRefunds(user.accountId)).length, 0);
    assert.equal((await ledgerState(server, user.accountId)).balance, 100 - 2 * CREDITS_PER_IMAGE);
  });

  /** `count` photos of the account already scored as hits today: what the refund cap counts. */
  async function scoredHits(accountId: number, count: number) {
    await server.system.db.insertInto('images').values(Array.from({ length: count }, () => ({
      file_id: randomUUID(), account_id: accountId, storage_key: `images/${randomUUID()}.jpg`, prompt: 'model earlier',
      likeness_status: 'scored' as const, likeness: 0.9, likeness_scored_at: new Date(),
    }))).execute();
  }
  /** Gen calls of `count` images (at most 4 a call) of the user's model, each image a photo of someone else. */
  async function missedImages(user: Awaited<ReturnType<typeof userWithModel>>, count: number) {
    server.useImageEngine(photoEngine(() => face(7)));
    for (let left = count; left > 0; left -= 4) {
      const reply = await user.client.post('replicate-service/gen', { prompt: 'model at the beach', modelId: user.model.publicId, imageCount: Math.min(4, left) });
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
    }
    return (await imagesOf(user.accountId)).filter((image) => image.likeness_status === 'pending');
  }

  test('a photo of someone else is a miss: refunded once under its own key within the cap, however many scoring runs race', async () => {
    const user = await userWithModel(100);
    await scoredHits(user.accountId, 18); // with the 2 misses: 20 scored, so 10 % allows 2 refunds
    const images = await missedImages(user, 2);
    // Eight runs per image at once (duplicate jobs, retries), beside the queued jobs.
    await Promise.all([server.drainJobs(), ...images.flatMap((image) => Array.from({ length: 8 }, () => server.system.generation.likenessService.score(image.id)))]);
    for (const image of await imagesOf(user.accountId)) {
      if (!images.some((missed) => missed.id === image.id)) continue;
      assert.equal(image.likeness_status, 'scored');
      assert.ok(image.likeness !== null && image.likeness < THRESHOLD, `likeness ${image.likeness}`);
      assert.deepEqual([image.likeness_miss, image.likeness_refund, image.engine], [true, 'refunded', 'replicate']);
    }
    const refunds = await likenessRefunds(user.accountId);
    assert.deepEqual(refunds.map((e) => [e.idempotencyKey, e.amount]).sort(), images.map((image) => [likenessRefundKey(image.id), CREDITS_PER_IMAGE]).sort());
    const state = await ledgerState(server, user.accountId);
    assert.equal(state.balance, 100);
    assert.equal(state.balance, state.sum);
  });

  test('ten misses at the cap at once are refunded exactly up to it; the rest are flagged over-cap and say so', async () => {
    const user = await userWithModel(100);
    await scoredHits(user.accountId, 40); // with the 10 misses: 50 scored, 10 % of them: 5 refunds
    const images = await missedImages(user, 10);
    assert.equal(images.length, 10);
    await Promise.all(images.flatMap((image) => Array.from({ length: 3 }, () => server.system.generation.likenessService.score(image.id))));
    const settled = (await imagesOf(user.accountId)).filter((image) => images.some((missed) => missed.id === image.id));
    assert.ok(settled.every((image) => image.likeness_miss));
    assert.deepEqual(settled.map((image) => image.likeness_refund).sort(), [...Array(5).fill('over-cap'), ...Array(5).fill('refunded')]);
    assert.equal((await likenessRefunds(user.accountId)).length, 5);
    const state = await ledgerState(server, user.accountId);
    assert.deepEqual([state.balance, state.sum], [100 - 10 * CREDITS_PER_IMAGE + 5 * CREDITS_PER_IMAGE, state.balance]);
    // The viewer's answer names which: a weak likeness, refunded or not.
    const models = await user.client.post('replicate-service/models', {});
    const shown = models.body.models.flatMap((m: { Images: { likenessBand: string | null; likenessRefund: string | null }[] }) => m.Images)
      .filter((image: { likenessRefund: string | null }) => image.likenessRefund !== null);
    assert.equal(shown.length, 10);
    assert.ok(shown.every((image: { likenessBand: string | null }) => image.likenessBand === 'weak'));
    assert.deepEqual(shown.map((image: { likenessRefund: string }) => image.likenessRefund).sort(), [...Array(5).fill('over-cap'), ...Array(5).fill('refunded')]);
  });

  test('an edit or filter is scored and badged but never refunded for likeness: the user asked for a change', async () => {
    const user = await userWithModel(100);
    await scoredHits(user.accountId, 100); // far from the cap: only the rule keeps the credits
    server.useImageEngine(photoEngine(() => face(1)));
    const gen = await user.client.post('replicate-service/gen', { prompt: 'model in a park', modelId: user.model.publicId, imageCount: 1 });
    assert.equal(gen.status, 200, JSON.stringify(gen.body));
    await server.drainJobs();
    server.useImageEngine({ ...photoEngine(() => face(7)), filter: async () => ({ ok: true, bytes: face(7), contentType: 'image/jpeg' }) });
    const filtered = await user.client.post('replicate-service/apply-filter', { fileId: gen.body.outputImages[0].fileId, filterName: 'mirage-ghibli' });
    assert.equal(filtered.status, 200, JSON.stringify(filtered.body));
    await server.drainJobs();
    const copy = (await imagesOf(user.accountId)).find((image) => image.file_id === filtered.body.fileId);
    assert.deepEqual([copy?.likeness_status, copy?.likeness_miss, copy?.likeness_refund], ['scored', true, 'not-refundable']);
    assert.equal((await likenessRefunds(user.accountId)).length, 0);
    const state = await ledgerState(server, user.accountId);
    assert.deepEqual([state.balance, state.sum], [100 - 2 * CREDITS_PER_IMAGE, state.balance]);
  });

  test('a photo with no face is not scored and not refunded; the base model\'s photos are never scored', async () => {
    const user = await userWithModel(100);
    server.useImageEngine(photoEngine(() => LANDSCAPE));
    assert.equal((await user.client.post('replicate-service/gen', { prompt: 'a lake at dawn, model far away', modelId: user.model.publicId, imageCount: 1 })).status, 200);
    assert.equal((await user.client.post('replicate-service/gen', { prompt: 'a lake at dawn', modelId: 'flux-base', imageCount: 1 })).status, 200);
    const queued = await server.system.db.selectFrom('jobs').select('payload').where('name', '=', 'image.likeness').execute();
    await server.drainJobs();
    const [lora, base] = await imagesOf(user.accountId);
    assert.equal(lora?.likeness_status, 'no-face');
    assert.equal(lora?.likeness, null);
    assert.equal(base?.likeness_status, 'unscored');
    assert.ok(!queued.some((job) => JSON.stringify(job.payload).includes(`"imageId":${base?.id}`)), 'no likeness job for the base model');
    assert.equal((await likenessRefunds(user.accountId)).length, 0);
    assert.equal((await ledgerState(server, user.accountId)).balance, 100 - 2 * CREDITS_PER_IMAGE);
  });

  test('a pack\'s misses are each replaced once for free (not refunded), so the pack still delivers all its photos', async () => {
    const user = await userWithModel(300);
    // The first image of every prompt shows someone else; a replacement shows the person.
    const seen = new Set<string>();
    const engine = photoEngine((prompt) => {
      const first = !seen.has(prompt);
      seen.add(prompt);
      return first ? face(7) : face(1);
    });
    server.useImageEngine(engine);
    const packId = await packIdOf(server, 'linkedin-headshots');
    const reply = await generateWhileDraining(server, user.client, { packId, modelId: user.model.publicId });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    await server.drainJobs();
    // Scoring the replacements again changes nothing: no second refund, no second replacement.
    const slots = await server.system.db.selectFrom('pack_generation_slots').selectAll().where('pack_generation_id', '=', reply.body.packGenerationId).execute();
    await Promise.all(slots.map((slot) => server.system.generation.likenessService.score(slot.image_id!)));
    await server.drainJobs();

    assert.equal(engine.calls.length, 60);
    assert.ok(slots.every((slot) => slot.replacement_claimed && slot.missed_image_id !== null && slot.image_id !== slot.missed_image_id));
    assert.equal((await likenessRefunds(user.accountId)).length, 0, 'the replacement is the remedy');
    const missed = await server.system.db.selectFrom('images').select('likeness_refund').where('id', 'in', slots.map((slot) => slot.missed_image_id!)).execute();
    assert.ok(missed.every((image) => image.likeness_refund === 'replaced'));
    const got = await user.client.get(`photo-pack-service/pack-generation/${reply.body.packGenerationId}`);
    const photos = got.body.packGeneration.outputImages as { likeness: number | null }[];
    assert.equal(photos.length, 30);
    assert.ok(photos.every((photo) => photo.likeness !== null && photo.likeness >= THRESHOLD), JSON.stringify(photos.map((p) => p.likeness)));
    const state = await ledgerState(server, user.accountId);
    assert.equal(state.balance, 0);
    assert.equal(state.balance, state.sum);
  });

  test('admin system-status shows the share of misses per engine and per day', async () => {
    const admin = await createSignedInUser(server, { admin: true });
    const reply = await admin.client.get('admin-service/system-status');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const today = new Date().toISOString().slice(0, 10);
    const row = reply.body.likenessMisses.find((r: { day: string; engine: string }) => r.day === today && r.engine === 'replicate');
    assert.ok(row, JSON.stringify(reply.body.likenessMisses));
    assert.ok(row.misses >= 32 && row.scored >= row.misses, JSON.stringify(row));
    assert.equal(row.missShare, Math.round((row.misses / row.scored) * 1000) / 1000);
    const mock = reply.body.likenessMisses.find((r: { day: string; engine: string }) => r.day === today && r.engine === 'mock');
    assert.equal(mock?.misses, 0);
  });
});
