// @test-databases pglite
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import {
  GENERATE_AGAIN_NEXT_PAGE, GENERATION_FAILED_MESSAGE, MODEL_NOT_READY_MESSAGE, NO_MODEL_SELECTED_MESSAGE, PROMPT_NEEDS_MODEL_MESSAGE,
  PROMPT_NOT_ALLOWED_MESSAGE, RULES_NOT_ACCEPTED_MESSAGE, partialGenerationMessage,
} from 'api-client';
import { AppError } from '../src/kernel/app-error.js';
import { createCreditsService, INSUFFICIENT_CREDITS_MESSAGE, type CreditsService } from '../src/modules/credits/credits.service.js';
import { createFileUrlSigner } from '../src/modules/files/file-url-signer.js';
import { createGenerationService, type GenerationService, type GenInput } from '../src/modules/generation/generation.service.js';
import { createPaidImages } from '../src/modules/generation/paid-images.js';
import { createImageMaker } from '../src/modules/generation/image-maker.js';
import type { ModelRow } from '../src/modules/models/models.repository.js';
import { BASE_MODEL_ID } from '../src/modules/models/models.service.js';
import { createRulesGate } from '../src/modules/models/rules-gate.js';
import { createInMemoryDatabase, type InMemoryDatabase } from './in-memory/in-memory-database.js';
import { createInMemoryImagesRepository } from './in-memory/in-memory-images.repository.js';
import { createInMemoryLedgerRepository } from './in-memory/in-memory-ledger.repository.js';
import { createInMemoryTrainingEntitlementsRepository } from './in-memory/in-memory-training-entitlements.repository.js';
import { createInMemoryModelsRepository, type InMemoryModels } from './in-memory/in-memory-models.repository.js';
import { createInMemoryStorage } from './in-memory/in-memory-storage.js';
import { createScriptedImageEngine, type EngineAnswer } from './in-memory/scripted-image-engine.js';

const rejectsWith = (status: number, message: string) => (e: unknown) =>
  e instanceof AppError && e.httpStatus === status && e.message === message;

describe('generation service (in memory)', () => {
  let db: InMemoryDatabase;
  let credits: CreditsService;
  let models: InMemoryModels;
  let images: ReturnType<typeof createInMemoryImagesRepository>;
  let engine: ReturnType<typeof createScriptedImageEngine>;
  let sut: GenerationService;
  let accountId: number;
  let model: ModelRow;
  let rulesAccepted: boolean;

  function build(options: { answers?: EngineAnswer[]; gate?: () => Promise<void>; failPuts?: boolean } = {}) {
    db = createInMemoryDatabase();
    credits = createCreditsService(createInMemoryLedgerRepository(db), createInMemoryTrainingEntitlementsRepository(db));
    models = createInMemoryModelsRepository(db);
    images = createInMemoryImagesRepository(db);
    engine = createScriptedImageEngine({ script: (request, call) => options.answers?.[call] ?? request.count, gate: options.gate });
    const maker = createImageMaker({
      images: images.repository, models: models.repository, storage: createInMemoryStorage({ failPuts: options.failPuts }).storage,
      fileUrls: createFileUrlSigner({ secret: 'test', basePath: '' }), engine, mockEngine: createScriptedImageEngine({ name: 'mock' }),
    });
    rulesAccepted = true;
    const rulesGate = createRulesGate({ account: async () => ({ rules_accepted_at: rulesAccepted ? new Date() : null }) as never });
    sut = createGenerationService({ images: images.repository, models: models.repository, paidImages: createPaidImages({ credits, transaction: db.transaction }), rulesGate, maker });
    accountId = db.addAccount();
    model = models.add(accountId);
  }
  beforeEach(() => build());

  const grant = (amount: number) => credits.post({ accountId, amount, reason: 'grant', idempotencyKey: `grant:${db.nextId()}` });
  const gen = (changes: Partial<GenInput> = {}) => sut.generate(accountId, { prompt: 'model on a beach', modelId: model.public_id, imageCount: 1, ...changes });
  const moves = async () => (await credits.entries(accountId)).filter((e) => e.reason !== 'grant').map((e) => [e.amount, e.idempotencyKey]);

  it('debits 10 credits an image once, with the generation key, and answers the images', async () => {
    await grant(100);
    const reply = await gen({ imageCount: 3 });
    const [generation] = images.generations;
    assert.equal(reply.status, 'success');
    assert.equal(reply.outputImages.length, 3);
    assert.equal(reply.message, undefined);
    assert.deepEqual(await moves(), [[-30, `gen:${generation?.id}`]]);
    assert.equal(await credits.balance(accountId), 70);
    assert.deepEqual([generation?.status, generation?.failed_count], ['succeeded', 0]);
  });

  it('refuses (403) an account that has not accepted the rules, before any debit', async () => {
    await grant(100);
    rulesAccepted = false;
    await assert.rejects(gen(), rejectsWith(403, RULES_NOT_ACCEPTED_MESSAGE));
    assert.deepEqual(await moves(), []);
    assert.equal(images.generations.length, 0);
  });

  it('refunds each image the engine did not make once, and warns', async () => {
    build({ answers: [2] });
    await grant(40);
    const reply = await gen({ imageCount: 4 });
    const id = images.generations[0]?.id;
    assert.equal(reply.status, 'warning');
    assert.equal(reply.message, partialGenerationMessage(2, 4));
    assert.equal(reply.outputImages.length, 2);
    assert.deepEqual(await moves(), [[-40, `gen:${id}`], [10, `gen:${id}:refund:1`], [10, `gen:${id}:refund:2`]]);
    assert.equal(await credits.balance(accountId), 20);
    assert.equal(images.generations[0]?.status, 'partial');
  });

  it('refunds everything and answers 502 when nothing was made', async () => {
    build({ answers: ['throw'] });
    await grant(20);
    await assert.rejects(gen({ imageCount: 2 }), (e: unknown) => e instanceof AppError && e.httpStatus === 502 && e.message === GENERATION_FAILED_MESSAGE);
    assert.equal(await credits.balance(accountId), 20);
    assert.equal((await moves()).length, 3);
    assert.equal(images.generations[0]?.status, 'failed');
  });

  it('counts images it could not store as not made (refunded)', async () => {
    build({ failPuts: true });
    await grant(10);
    await assert.rejects(gen(), rejectsWith(502, GENERATION_FAILED_MESSAGE));
    assert.equal(await credits.balance(accountId), 10);
    assert.equal(images.images.length, 0);
  });

  it('refuses a generation the balance does not cover, before the engine and without a generation left behind', async () => {
    await grant(30);
    await assert.rejects(gen({ imageCount: 4 }), rejectsWith(402, INSUFFICIENT_CREDITS_MESSAGE));
    assert.equal(engine.requests.length, 0);
    assert.equal(images.generations.length, 0);
    assert.equal(await credits.balance(accountId), 30);
  });

  it('concurrent calls never overspend: 5 calls of 4 images with 100 credits, 2 run', async () => {
    await grant(100);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => gen({ imageCount: 4 })));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 2);
    assert.ok(results.every((r) => r.status === 'fulfilled' || rejectsWith(402, INSUFFICIENT_CREDITS_MESSAGE)(r.reason)));
    assert.equal(engine.requests.length, 2);
    assert.equal(await credits.balance(accountId), 20);
  });

  it('a trained model needs the word "model": refused before any credit is spent', async () => {
    await grant(10);
    await assert.rejects(gen({ prompt: 'me on a beach' }), rejectsWith(400, PROMPT_NEEDS_MODEL_MESSAGE));
    assert.deepEqual(await moves(), []);
  });

  it('lowercases "Model" in the stored prompt and hands the engine the trigger word instead', async () => {
    await grant(10);
    await gen({ prompt: '  Model wearing a hat ' });
    assert.equal(images.generations[0]?.prompt, 'model wearing a hat');
    assert.equal(images.images[0]?.prompt, 'model wearing a hat');
    assert.match(engine.requests[0]?.prompt ?? '', /^TOKABC123 woman \(brown haired\) wearing a hat$/);
  });

  it('the base model takes any allowed prompt, without the word "model"', async () => {
    await grant(10);
    assert.equal((await gen({ modelId: BASE_MODEL_ID, prompt: 'a lighthouse at dusk' })).status, 'success');
    assert.equal(engine.requests[0]?.model.type, 'flux-base');
  });

  it('refuses denylisted prompts before looking at credits', async () => {
    for (const prompt of ['model posing nude', 'model with Taylor Swift', 'model as a 12 year old']) {
      await assert.rejects(gen({ prompt }), rejectsWith(400, PROMPT_NOT_ALLOWED_MESSAGE), prompt);
    }
    assert.equal(images.generations.length, 0);
  });

  it('refuses pseudo, unfinished and other accounts\' models', async () => {
    await grant(100);
    await assert.rejects(gen({ modelId: '-1' }), rejectsWith(400, NO_MODEL_SELECTED_MESSAGE));
    await assert.rejects(gen({ modelId: models.add(accountId, { status: 'processing' }).public_id }), rejectsWith(400, MODEL_NOT_READY_MESSAGE));
    await assert.rejects(gen({ modelId: models.add(db.addAccount()).public_id }), (e: unknown) => e instanceof AppError && e.httpStatus === 404);
    assert.equal(await credits.balance(accountId), 100);
  });

  it('Generate Again makes one image with the original\'s prompt and model, for 10 credits', async () => {
    await grant(50);
    const first = await gen({ prompt: 'Model in Paris', imageCount: 2 });
    const again = await gen({ originalFileId: first.outputImages[0]?.fileId, prompt: 'ignored', imageCount: 4 });
    assert.equal(again.outputImages.length, 1);
    assert.equal(again.nextPage, GENERATE_AGAIN_NEXT_PAGE);
    assert.equal(images.generations[1]?.prompt, 'model in Paris');
    assert.equal(await credits.balance(accountId), 20);
  });

  it('a stale-generation sweep and the live call that outlives it refund each image once between them', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    build({ answers: ['throw'], gate: () => gate });
    await grant(30);
    const live = gen({ imageCount: 3 });
    while (engine.requests.length === 0) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(await sut.recoverStale(new Date(Date.now() + 1)), 1);
    assert.equal(await credits.balance(accountId), 30);
    release();
    await assert.rejects(live, rejectsWith(502, GENERATION_FAILED_MESSAGE));
    assert.equal(await credits.balance(accountId), 30);
    assert.equal((await moves()).length, 4);
  });
});
