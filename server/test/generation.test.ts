// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  GENERATION_FAILED_MESSAGE, MODEL_NOT_READY_MESSAGE, NO_MODEL_SELECTED_MESSAGE, NOT_ENOUGH_CREDITS_MESSAGE, PROMPT_NEEDS_MODEL_MESSAGE,
  PROMPT_NOT_ALLOWED_MESSAGE, partialGenerationMessage,
} from 'api-client';
import { createMockImageEngine } from '../src/modules/generation/engines/mock-image.engine.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { trainingEnv } from './fixtures/upload-helpers.js';
import { grant, ledgerState, recordingEngine, succeededModel } from './generation.helpers.js';

describe(`gen (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());
  beforeEach(() => server.useImageEngine(createMockImageEngine({ storage: server.system.storage })));

  async function userWithModel(credits = 1000, model: Parameters<typeof succeededModel>[2] = {}) {
    const user = await createSignedInUser(server);
    if (credits > 0) await grant(server, user.accountId, credits);
    return { ...user, model: await succeededModel(server, user.accountId, model) };
  }

  it('makes mock images of the model, stores them, debits 10 credits each and lists them newest first', async () => {
    const user = await userWithModel(100);
    const reply = await user.client.post('replicate-service/gen', { prompt: 'A photo of Model on a beach', modelId: user.model.publicId, imageCount: 3 });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.status, 'success');
    assert.equal(reply.body.outputImages.length, 3);
    assert.equal((await ledgerState(server, user.accountId)).balance, 70);

    const first = reply.body.outputImages[0];
    const file = await fetch(`${server.url}${first.url}`);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'image/jpeg');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 768, 1024]);
    assert.equal((await fetch(`${server.url}${first.url.replace(/sig=[^&]+/, 'sig=forged')}`)).status, 403);

    const models = await user.client.post('replicate-service/models', {});
    const mine = models.body.models.find((m: { ModelID: string }) => m.ModelID === user.model.publicId);
    assert.deepEqual(mine.Images.map((i: { fileId: string }) => i.fileId).sort(), reply.body.outputImages.map((i: { fileId: string }) => i.fileId).sort());
    assert.deepEqual(mine.Images[0].prompt, 'A photo of model on a beach');
    assert.equal(mine.Images[0].isLiked, false);
    assert.deepEqual(models.body.models[0].Images, [], 'the base model has no images of this user');

    const second = await user.client.post('replicate-service/gen', { prompt: 'model in a cafe', modelId: user.model.publicId, imageCount: 1 });
    const again = await user.client.post('replicate-service/models', {});
    const images = again.body.models.find((m: { ModelID: string }) => m.ModelID === user.model.publicId).Images;
    assert.equal(images[0].fileId, second.body.outputImages[0].fileId, 'newest first');
    assert.equal((await user.client.get('replicate-service/gen-status')).body.lastPrompt, 'model in a cafe');
  });

  it('expands "model" into trigger word, class and characteristics; flux-base keeps the prompt as it is', async () => {
    const fake = recordingEngine();
    server.useImageEngine(fake.engine);
    const user = await userWithModel(100, { modelClass: 'man', characteristics: 'bald,with-beard' });
    await user.client.post('replicate-service/gen', { prompt: 'Model reading, a model citizen', modelId: user.model.publicId, imageCount: 1 });
    assert.equal(fake.requests[0]!.prompt, `${user.model.triggerWord} man (bald, with beard) reading, a ${user.model.triggerWord} man (bald, with beard) citizen`);
    assert.equal(fake.requests[0]!.model.type, 'flux-lora');
    assert.equal(fake.requests[0]!.model.mainImageKey, user.model.mainImageKey);

    const base = await user.client.post('replicate-service/gen', { prompt: '  A lighthouse at dusk ', modelId: 'flux-base', imageCount: 2 });
    assert.equal(base.status, 200);
    assert.equal(fake.requests[1]!.prompt, 'A lighthouse at dusk');
    assert.equal(fake.requests[1]!.model.type, 'flux-base');
    const models = await user.client.post('replicate-service/models', {});
    assert.equal(models.body.models[0].ModelType, 'flux-base');
    assert.deepEqual(models.body.models[0].Images.map((i: { fileId: string }) => i.fileId).sort(), base.body.outputImages.map((i: { fileId: string }) => i.fileId).sort());
  });

  it('refuses bad requests with the messages users see and spends nothing', async () => {
    const user = await userWithModel(100);
    const other = await userWithModel(100);
    const training = await succeededModel(server, user.accountId, { status: 'processing' });
    const cases: Array<[unknown, number, string]> = [
      [{ prompt: 'a photo at the beach', modelId: user.model.publicId, imageCount: 1 }, 400, PROMPT_NEEDS_MODEL_MESSAGE],
      [{ prompt: 'model', modelId: '-1', imageCount: 1 }, 400, NO_MODEL_SELECTED_MESSAGE],
      [{ prompt: 'model', modelId: '-2', imageCount: 1 }, 400, NO_MODEL_SELECTED_MESSAGE],
      [{ prompt: 'model', modelId: other.model.publicId, imageCount: 1 }, 404, 'Model not found.'],
      [{ prompt: 'model', modelId: 'no-such-model', imageCount: 1 }, 404, 'Model not found.'],
      [{ prompt: 'model', modelId: training.publicId, imageCount: 1 }, 400, MODEL_NOT_READY_MESSAGE],
      [{ prompt: 'a naked model', modelId: user.model.publicId, imageCount: 1 }, 400, PROMPT_NOT_ALLOWED_MESSAGE],
      [{ prompt: 'model as a 12-year-old', modelId: user.model.publicId, imageCount: 1 }, 400, PROMPT_NOT_ALLOWED_MESSAGE],
      [{ prompt: 'Taylor Swift on stage', modelId: 'flux-base', imageCount: 1 }, 400, PROMPT_NOT_ALLOWED_MESSAGE],
      [{ prompt: 'model', modelId: user.model.publicId, imageCount: 5 }, 400, 'imageCount'],
      [{ prompt: 'model', modelId: user.model.publicId, imageCount: 0 }, 400, 'imageCount'],
      [{ prompt: '   ', modelId: user.model.publicId, imageCount: 1 }, 400, 'prompt'],
      [{ prompt: 'model', modelId: user.model.publicId, imageCount: 1, originalFileId: 'not-a-file' }, 404, 'Image not found.'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await user.client.post('replicate-service/gen', body);
      assert.equal(reply.status, status, JSON.stringify(body));
      assert.ok(String(reply.body.message).includes(message), `${JSON.stringify(body)} → ${reply.body.message}`);
    }
    assert.equal((await ledgerState(server, user.accountId)).balance, 100);
    const generations = await server.system.db.selectFrom('generations').select('id').where('account_id', '=', user.accountId).execute();
    assert.equal(generations.length, 0);
    assert.equal((await server.client().post('replicate-service/gen', { prompt: 'model', modelId: 'flux-base', imageCount: 1 })).status, 401);
  });

  it("answers the not-enough-credits text the pages look for and records nothing", async () => {
    const user = await userWithModel(30);
    const reply = await user.client.post('replicate-service/gen', { prompt: 'model', modelId: user.model.publicId, imageCount: 4 });
    assert.equal(reply.status, 402);
    assert.equal(reply.body.message, NOT_ENOUGH_CREDITS_MESSAGE);
    const state = await ledgerState(server, user.accountId);
    assert.equal(state.balance, 30);
    assert.equal(state.entries.length, 1);
    assert.equal((await server.system.db.selectFrom('images').select('id').where('account_id', '=', user.accountId).execute()).length, 0);
  });

  it('50 concurrent gen calls with credits for 20 images make exactly 20, and the balance never goes below 0', async () => {
    server.useImageEngine(recordingEngine({ delayMs: 5 }).engine);
    const user = await userWithModel(200);
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) =>
      user.client.post('replicate-service/gen', { prompt: `model number ${i}`, modelId: user.model.publicId, imageCount: 1 })));
    assert.equal(replies.filter((r) => r.status === 200).length, 20);
    assert.equal(replies.filter((r) => r.status === 402 && r.body.message === NOT_ENOUGH_CREDITS_MESSAGE).length, 30);
    const images = await server.system.db.selectFrom('images').select('id').where('account_id', '=', user.accountId).execute();
    assert.equal(images.length, 20);
    const state = await ledgerState(server, user.accountId);
    assert.equal(state.balance, 0);
    assert.equal(state.sum, state.balance);
    let running = 0;
    for (const entry of state.entries) {
      running += entry.amount;
      assert.ok(running >= 0, `balance went to ${running} at ledger row ${entry.id}`);
    }
  });

  it('refunds each image the provider failed and answers a warning with the partial message', async () => {
    server.useImageEngine(recordingEngine({ fail: (i) => i % 2 === 1 }).engine);
    const user = await userWithModel(100);
    const reply = await user.client.post('replicate-service/gen', { prompt: 'model', modelId: user.model.publicId, imageCount: 4 });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.status, 'warning');
    assert.equal(reply.body.message, partialGenerationMessage(2, 4));
    assert.equal(reply.body.outputImages.length, 2);
    const state = await ledgerState(server, user.accountId);
    assert.equal(state.balance, 80);
    assert.deepEqual(state.entries.slice(1).map((e) => [e.amount, e.reason]), [[-40, 'generation'], [10, 'refund'], [10, 'refund']]);
    const generation = await server.system.db.selectFrom('generations').selectAll().where('account_id', '=', user.accountId).executeTakeFirstOrThrow();
    assert.deepEqual([generation.status, generation.failed_count, generation.engine], ['partial', 2, 'replicate']);
    assert.match(generation.error ?? '', /image 1 failed/);
  });

  it('refunds everything when no image is made, whether the engine fails or throws', async () => {
    const user = await userWithModel(100);
    for (const fake of [recordingEngine({ fail: () => true }), recordingEngine({ throws: 'connection reset' })]) {
      server.useImageEngine(fake.engine);
      const reply = await user.client.post('replicate-service/gen', { prompt: 'model', modelId: user.model.publicId, imageCount: 3 });
      assert.equal(reply.status, 502);
      assert.equal(reply.body.message, GENERATION_FAILED_MESSAGE);
    }
    const state = await ledgerState(server, user.accountId);
    assert.equal(state.balance, 100);
    assert.equal(state.sum, 100);
    const rows = await server.system.db.selectFrom('generations').select(['status', 'failed_count']).where('account_id', '=', user.accountId).execute();
    assert.deepEqual(rows.map((r) => [r.status, r.failed_count]), [['failed', 3], ['failed', 3]]);
  });

  it("Generate Again makes one image with the original's prompt and model and points to the next page", async () => {
    const fake = recordingEngine();
    server.useImageEngine(fake.engine);
    const user = await userWithModel(100);
    const first = await user.client.post('replicate-service/gen', { prompt: 'model skiing', modelId: user.model.publicId, imageCount: 2 });
    const fileId = first.body.outputImages[0].fileId;
    const again = await user.client.post('replicate-service/gen', { prompt: 'ignored', modelId: 'flux-base', imageCount: 4, originalFileId: fileId });
    assert.equal(again.status, 200);
    assert.equal(again.body.outputImages.length, 1);
    assert.equal(again.body.nextPage, '/gen');
    assert.equal(fake.requests[1]!.count, 1);
    assert.equal(fake.requests[1]!.model.type, 'flux-lora');
    assert.match(fake.requests[1]!.prompt, /skiing$/);
    assert.equal((await ledgerState(server, user.accountId)).balance, 70);
    const stranger = await userWithModel(100);
    const refused = await stranger.client.post('replicate-service/gen', { prompt: 'model', modelId: 'flux-base', imageCount: 1, originalFileId: fileId });
    assert.equal(refused.status, 404);
    assert.equal((await ledgerState(server, stranger.accountId)).balance, 100);
  });

  it("an admin's mock mode forces the mock engine and shows in gen-status", async () => {
    const fake = recordingEngine();
    server.useImageEngine(fake.engine);
    const admin = await createSignedInUser(server, { admin: true });
    await grant(server, admin.accountId, 100);
    const model = await succeededModel(server, admin.accountId);
    assert.equal((await admin.client.get('replicate-service/gen-status')).body.isMockMode, false);
    assert.equal((await admin.client.post('admin-service/toggle-mock-mode')).body.newMockMode, true);
    assert.equal((await admin.client.get('replicate-service/gen-status')).body.isMockMode, true);
    const reply = await admin.client.post('replicate-service/gen', { prompt: 'model', modelId: model.publicId, imageCount: 1 });
    assert.equal(reply.status, 200);
    assert.equal(fake.requests.length, 0, 'the configured engine was not called');
    const generation = await server.system.db.selectFrom('generations').select('engine').where('account_id', '=', admin.accountId).executeTakeFirstOrThrow();
    assert.equal(generation.engine, 'mock');
    // A user who is not an admin has no mock mode, whatever the column says.
    const user = await userWithModel(100);
    await server.system.db.updateTable('accounts').set({ mock_mode: true }).where('id', '=', user.accountId).execute();
    assert.equal((await user.client.get('replicate-service/gen-status')).body.isMockMode, false);
    await user.client.post('replicate-service/gen', { prompt: 'model', modelId: user.model.publicId, imageCount: 1 });
    assert.equal(fake.requests.length, 1);
  });

  it('feeds the admin system status with the last generation time and the total', async () => {
    const admin = await createSignedInUser(server, { admin: true });
    const before = (await admin.client.get('admin-service/system-status')).body;
    const user = await userWithModel(100);
    const generatedFrom = Date.now();
    await user.client.post('replicate-service/gen', { prompt: 'model', modelId: user.model.publicId, imageCount: 1 });
    const status = (await admin.client.get('admin-service/system-status')).body;
    const generatedBy = Date.now();
    assert.equal(status.totalGenerations, before.totalGenerations + 1);
    const lastGeneration = new Date(status.lastGenerationTime).getTime();
    assert.ok(generatedFrom <= lastGeneration && lastGeneration <= generatedBy, `${status.lastGenerationTime}: this generation's`);
    assert.equal(status.statusIndicators.hasGenerations.status, true);
  });

  it('the image maker serves pack slots too: one image, no generation row, no credits touched', async () => {
    const user = await userWithModel(0);
    const made = await server.system.generation.imageMaker.make({
      accountId: user.accountId, modelId: user.model.id, prompt: 'Model in a studio portrait', count: 1, generationId: null,
    });
    assert.equal(made.images.length, 1);
    assert.equal(made.failed, 0);
    const row = await server.system.db.selectFrom('images').selectAll().where('file_id', '=', made.images[0]!.fileId).executeTakeFirstOrThrow();
    assert.deepEqual([row.generation_id, row.model_id, row.prompt], [null, user.model.id, 'model in a studio portrait']);
    assert.equal((await ledgerState(server, user.accountId)).entries.length, 0);
    const stranger = await createSignedInUser(server);
    await assert.rejects(server.system.generation.imageMaker.make({
      accountId: stranger.accountId, modelId: user.model.id, prompt: 'model', count: 1, generationId: null,
    }));
  });
});

describe(`gen recovery after a crash (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  it('refunds the images a dead process never recorded, once', async () => {
    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 100);
    const model = await succeededModel(server, user.accountId);
    // What a process leaves behind when it dies after the debit and one stored image.
    const { db, credits: { creditsService: credits } } = server.system;
    const generation = await db.insertInto('generations')
      .values({ account_id: user.accountId, model_id: model.id, prompt: 'model', image_count: 4, created_at: new Date(Date.now() - 3_600_000) })
      .returning('id').executeTakeFirstOrThrow();
    await credits.post({ accountId: user.accountId, amount: -40, reason: 'generation', idempotencyKey: `gen:${generation.id}` });
    await db.insertInto('images').values({
      file_id: '11111111-2222-4333-8444-555555555555', account_id: user.accountId, model_id: model.id, generation_id: generation.id,
      storage_key: 'images/x.jpg', prompt: 'model',
    }).execute();
    const cutoff = new Date(Date.now() - 600_000);
    assert.equal(await server.system.generation.generationService.recoverStale(cutoff), 1);
    assert.equal(await server.system.generation.generationService.recoverStale(cutoff), 0);
    const state = await ledgerState(server, user.accountId);
    assert.equal(state.balance, 90);
    assert.equal(state.sum, 90);
    const row = await db.selectFrom('generations').select(['status', 'failed_count']).where('id', '=', generation.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.status, row.failed_count], ['partial', 3]);
  });
});
