// @test-databases pglite
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import {
  PACK_ALL_FAILED_MESSAGE, PACK_IMAGE_COUNT, PACK_MODEL_CLASS_MESSAGE, PACK_MODEL_REQUIRED_MESSAGE, PACK_NOT_AVAILABLE_MESSAGE,
  PACK_PARTIAL_WARNING, PACK_PURCHASE_MISMATCH_MESSAGE, PACK_STILL_RUNNING_MESSAGE, PURCHASE_INFO_FAILED_MESSAGE,
} from 'api-client';
import { AppError } from '../src/kernel/app-error.js';
import { createCreditsService, INSUFFICIENT_CREDITS_MESSAGE, type CreditsService } from '../src/modules/credits/credits.service.js';
import { createFileUrlSigner } from '../src/modules/files/file-url-signer.js';
import { createPaidImages } from '../src/modules/generation/paid-images.js';
import { createImageMaker } from '../src/modules/generation/image-maker.js';
import type { ModelRow } from '../src/modules/models/models.repository.js';
import { createGenerationWaiter } from '../src/modules/packs/generation-waiter.js';
import { createPackGenerationService, packDebitKey, type GeneratePackInput, type PackGenerationService } from '../src/modules/packs/pack-generation.service.js';
import { createPackPurchasesService } from '../src/modules/packs/pack-purchases.service.js';
import { createPackSlotWorker, type PackSlotWorker } from '../src/modules/packs/pack-slot.worker.js';
import type { PackRow } from '../src/modules/packs/packs.repository.js';
import { createInMemoryDatabase, type InMemoryDatabase } from './in-memory/in-memory-database.js';
import { createInMemoryImagesRepository } from './in-memory/in-memory-images.repository.js';
import { InMemoryJobQueue } from './in-memory/in-memory-job-queue.js';
import { createInMemoryLedgerRepository } from './in-memory/in-memory-ledger.repository.js';
import { createInMemoryTrainingEntitlementsRepository } from './in-memory/in-memory-training-entitlements.repository.js';
import { createInMemoryModelsRepository, type InMemoryModels } from './in-memory/in-memory-models.repository.js';
import { createInMemoryPackGenerationsRepository } from './in-memory/in-memory-pack-generations.repository.js';
import { createInMemoryPackPurchasesRepository } from './in-memory/in-memory-pack-purchases.repository.js';
import { createInMemoryPacksRepository } from './in-memory/in-memory-packs.repository.js';
import { createInMemoryStorage } from './in-memory/in-memory-storage.js';
import { createScriptedImageEngine } from './in-memory/scripted-image-engine.js';

const PER_IMAGE = 300 / PACK_IMAGE_COUNT;
const rejectsWith = (status: number, message: string) => (e: unknown) => e instanceof AppError && e.httpStatus === status && e.message === message;

describe('pack generation and slot worker (in memory)', () => {
  let db: InMemoryDatabase;
  let credits: CreditsService;
  let models: InMemoryModels;
  let packs: ReturnType<typeof createInMemoryPacksRepository>;
  let generations: ReturnType<typeof createInMemoryPackGenerationsRepository>;
  let queue: InMemoryJobQueue;
  let record: ReturnType<typeof createPackPurchasesService>['record'];
  let sut: PackGenerationService;
  let worker: PackSlotWorker;
  let accountId: number;
  let model: ModelRow;
  let pack: PackRow;
  let imageRows: ReturnType<typeof createInMemoryImagesRepository>['images'];

  /** Engine calls whose numbers are in `failing` make no image; with `runSlots` the queue runs slot jobs after each commit. */
  function build(options: { failing?: (call: number) => boolean; runSlots?: boolean } = {}) {
    db = createInMemoryDatabase();
    credits = createCreditsService(createInMemoryLedgerRepository(db), createInMemoryTrainingEntitlementsRepository(db));
    models = createInMemoryModelsRepository(db);
    packs = createInMemoryPacksRepository(db);
    generations = createInMemoryPackGenerationsRepository(db);
    const purchases = createInMemoryPackPurchasesRepository(db, { packs: () => [pack], generations: () => generations.generations });
    record = createPackPurchasesService({ purchases: purchases.repository, hasUsableModel: async () => true }).record;
    queue = new InMemoryJobQueue(db);
    const images = createInMemoryImagesRepository(db);
    imageRows = images.images;
    const engine = createScriptedImageEngine({ script: (_request, call) => (options.failing?.(call) ? 0 : 1) });
    const maker = createImageMaker({
      images: images.repository, models: models.repository, storage: createInMemoryStorage().storage,
      fileUrls: createFileUrlSigner({ secret: 'test', basePath: '' }), engine, mockEngine: engine, transaction: db.transaction,
    });
    const waiter = createGenerationWaiter({ readStatus: generations.repository.status, pollMs: 5 });
    const paidImages = createPaidImages({ credits, transaction: db.transaction });
    const common = { generations: generations.repository, paidImages, waiter };
    worker = createPackSlotWorker({ ...common, queue, imageMaker: maker });
    sut = createPackGenerationService({
      ...common, packs: packs.repository, purchases: purchases.repository, models: models.repository, queue,
      fileUrls: createFileUrlSigner({ secret: 'test', basePath: '' }), waitMs: options.runSlots ? 5_000 : 0, transaction: db.transaction,
    });
    if (options.runSlots) queue.handle({ 'pack.slot': ({ slotId }) => worker.run(slotId) });
    accountId = db.addAccount();
    model = models.add(accountId);
    pack = packs.add();
  }
  beforeEach(() => build({ runSlots: true }));

  const grant = (amount: number) => credits.post({ accountId, amount, reason: 'grant', idempotencyKey: `grant:${db.nextId()}` });
  const generate = (changes: Partial<GeneratePackInput> = {}) => sut.generate(accountId, { packId: pack.id, modelId: model.public_id, ...changes });
  const buy = (paymentId = 'pay_1') => db.transaction((trx) => record({ accountId, packId: pack.id, paymentId }, trx));
  const ledger = async () => (await credits.entries(accountId)).filter((e) => e.reason !== 'grant').map((e) => [e.amount, e.idempotencyKey]);
  const runSlotsTwice = () => Promise.all(generations.slots.flatMap((slot) => [worker.run(slot.id), worker.run(slot.id)]));

  it('debits a pack once and makes its 30 images with one job per slot', async () => {
    await grant(300);
    const reply = await generate();
    assert.deepEqual(reply, { status: 'success', packGenerationId: reply.packGenerationId });
    assert.deepEqual(await ledger(), [[-300, packDebitKey(reply.packGenerationId)]]);
    assert.equal(queue.stored.filter((job) => job.name === 'pack.slot').length, PACK_IMAGE_COUNT);
    assert.ok(generations.slots.every((slot) => slot.status === 'done' && slot.image_id !== null));
    assert.deepEqual(generations.slots.map((s) => s.prompt).slice(0, 4), ['model in an office', 'model at a desk', 'model on a stage', 'model in an office']);
  });

  it('refunds each failed slot once, even when two runs of its job fail at the same time', async () => {
    // Every slot runs twice at once: engine calls 0-5 are both runs of slots 1-3.
    build({ failing: (call) => call < 6 });
    await grant(300);
    const { packGenerationId } = await generate();
    await runSlotsTwice();
    const refunds = (await ledger()).filter(([amount]) => amount === PER_IMAGE);
    assert.deepEqual(refunds.map(([, key]) => key), [1, 2, 3].map((n) => `${packDebitKey(packGenerationId)}:slot:${n}:refund`));
    assert.equal(await credits.balance(accountId), 3 * PER_IMAGE);
    assert.deepEqual([generations.generations[0]?.status, generations.generations[0]?.failed_count], ['partial', 3]);
  });

  it('a pack with no image made is refunded in full and answers 502', async () => {
    build({ failing: () => true, runSlots: true });
    await grant(300);
    await assert.rejects(generate(), rejectsWith(502, PACK_ALL_FAILED_MESSAGE));
    assert.equal(await credits.balance(accountId), 300);
    assert.equal(generations.generations[0]?.status, 'failed');
  });

  it('two concurrent packs with credits for one: one runs, the other gets the insufficient-credits error and leaves nothing', async () => {
    build();
    await grant(300);
    const results = await Promise.allSettled([generate(), generate()]);
    const [won] = results.filter((r) => r.status === 'fulfilled');
    assert.deepEqual(won?.value.message, PACK_STILL_RUNNING_MESSAGE);
    assert.ok(results.some((r) => r.status === 'rejected' && rejectsWith(402, INSUFFICIENT_CREDITS_MESSAGE)(r.reason)));
    assert.deepEqual([generations.generations.length, generations.slots.length, queue.stored.length], [1, PACK_IMAGE_COUNT, PACK_IMAGE_COUNT]);
    assert.equal(await credits.balance(accountId), 0);
  });

  it('a bought pack debits nothing and is generated once however often it is asked for', async () => {
    build();
    const { purchaseId } = await buy();
    const replies = await Promise.all([1, 2, 3].map(() => generate({ packPurchaseId: purchaseId })));
    assert.equal(new Set(replies.map((r) => r.packGenerationId)).size, 1);
    assert.deepEqual(await ledger(), []);
    assert.deepEqual([generations.generations.length, queue.stored.length], [1, PACK_IMAGE_COUNT]);
    assert.equal(generations.generations[0]?.credits_spent, 0);
  });

  it('a bought pack refunds its failed slots too, and answers partial', async () => {
    build({ failing: (call) => call === 0, runSlots: true });
    const { purchaseId } = await buy();
    const reply = await generate({ packPurchaseId: purchaseId });
    assert.deepEqual(reply, { status: 'partial', packGenerationId: reply.packGenerationId, message: PACK_PARTIAL_WARNING });
    assert.equal(await credits.balance(accountId), PER_IMAGE);
  });

  it('refuses another account\'s or another pack\'s purchase', async () => {
    const { purchaseId } = await buy();
    await assert.rejects(generate({ packPurchaseId: purchaseId, packId: packs.add().id }), rejectsWith(400, PACK_PURCHASE_MISMATCH_MESSAGE));
    const other = db.addAccount();
    await assert.rejects(sut.generate(other, { packId: pack.id, modelId: models.add(other).public_id, packPurchaseId: purchaseId }),
      rejectsWith(404, PURCHASE_INFO_FAILED_MESSAGE));
  });

  it('needs a succeeded model of a person, and a pack on sale unless it was bought', async () => {
    await grant(900);
    await assert.rejects(generate({ modelId: models.add(accountId, { status: 'processing' }).public_id }), rejectsWith(400, PACK_MODEL_REQUIRED_MESSAGE));
    await assert.rejects(generate({ modelId: models.add(accountId, { class: 'dog' }).public_id }), rejectsWith(400, PACK_MODEL_CLASS_MESSAGE));
    await assert.rejects(generate({ packId: packs.add({ is_approved: false }).id }), rejectsWith(404, PACK_NOT_AVAILABLE_MESSAGE));
    assert.equal(await credits.balance(accountId), 900);
  });

  it('a duplicate run of a made slot counts it once and leaves no surplus image', async () => {
    build();
    await grant(300);
    await generate();
    await runSlotsTwice();
    assert.equal(generations.generations[0]?.status, 'success');
    // The losing run's image row rolled back with its settlement: the gallery holds the pack's 30, no more.
    assert.equal(imageRows.filter((image) => image.account_id === accountId).length, PACK_IMAGE_COUNT);
    assert.equal(await credits.balance(accountId), 0);
  });

  it('the sweep fails and refunds slots no job made, once', async () => {
    build();
    await grant(300);
    const { packGenerationId } = await generate();
    const later = new Date(Date.now() + 60_000);
    const [first, second] = await Promise.all([worker.sweep(later), worker.sweep(later)]);
    assert.equal((first ?? 0) + (second ?? 0), PACK_IMAGE_COUNT);
    assert.equal(await worker.sweep(later), 0);
    assert.equal(await credits.balance(accountId), 300);
    assert.equal(generations.generations.find((g) => g.id === packGenerationId)?.status, 'failed');
  });
});
