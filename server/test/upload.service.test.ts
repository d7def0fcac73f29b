// @test-databases pglite
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { CREDITS_PER_TRAINING, NO_IMAGES_MESSAGE, RULES_NOT_ACCEPTED_MESSAGE } from 'api-client';
import { AppError } from '../src/kernel/app-error.js';
import { createCreditsService, INSUFFICIENT_CREDITS_MESSAGE, type CreditsService } from '../src/modules/credits/credits.service.js';
import { createRulesGate } from '../src/modules/models/rules-gate.js';
import { PhotoQualityError } from '../src/modules/uploads/photo-quality.error.js';
import { createTrainingConfirmation, type TrainingConfirmation } from '../src/modules/uploads/training-confirmation.service.js';
import { createUploadService, type UploadInput, type UploadService } from '../src/modules/uploads/upload.service.js';
import { storedZip } from '../src/infra/zip/zip-writer.js';
import { createInMemoryDatabase, type InMemoryDatabase } from './in-memory/in-memory-database.js';
import { InMemoryJobQueue } from './in-memory/in-memory-job-queue.js';
import { createInMemoryLedgerRepository } from './in-memory/in-memory-ledger.repository.js';
import { createInMemoryTrainingEntitlementsRepository } from './in-memory/in-memory-training-entitlements.repository.js';
import { createInMemoryModelsRepository, type InMemoryModels } from './in-memory/in-memory-models.repository.js';
import { createInMemoryStorage } from './in-memory/in-memory-storage.js';
import { createScriptedScreener, unusedFaceDetector } from './in-memory/scripted-upload-screener.js';

// Only the zip's directory is read on the event loop; the scripted screener stands for the rest.
const ZIP = await storedZip([{ name: 'image1.jpg', data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) }]);
const SELFIE_CHECK = { faceMinAreaRatio: 0.04, blurMinVariance: 50, duplicateMaxDistance: 4 };
const isInsufficient = (e: unknown) => e instanceof AppError && e.httpStatus === 402 && e.message === INSUFFICIENT_CREDITS_MESSAGE;

describe('training upload service (in memory)', () => {
  let db: InMemoryDatabase;
  let credits: CreditsService;
  let models: InMemoryModels;
  let queue: InMemoryJobQueue;
  let files: Map<string, Buffer>;
  let screening: ReturnType<typeof createScriptedScreener>;
  let confirmation: TrainingConfirmation;
  let sut: UploadService;
  let accountId: number;
  let rulesAccepted: boolean;

  function build(options: { refuse?: boolean; outliers?: number[] } = {}) {
    db = createInMemoryDatabase();
    credits = createCreditsService(createInMemoryLedgerRepository(db), createInMemoryTrainingEntitlementsRepository(db));
    models = createInMemoryModelsRepository(db);
    queue = new InMemoryJobQueue(db);
    const storage = createInMemoryStorage();
    files = storage.files;
    screening = createScriptedScreener({ photos: 12, refuse: options.refuse, outliers: options.outliers });
    rulesAccepted = true;
    const rulesGate = createRulesGate({ account: async () => ({ rules_accepted_at: rulesAccepted ? new Date() : null }) as never });
    confirmation = createTrainingConfirmation({
      models: models.repository, credits, storage: storage.storage, queue, rulesGate, transaction: db.transaction, waitHours: 24,
    });
    sut = createUploadService({
      config: { selfieCheck: SELFIE_CHECK, likeness: { missThreshold: 0.69 } }, models: models.repository, storage: storage.storage, credits,
      rulesGate, confirmation, detector: unusedFaceDetector, screener: screening.screener, engineName: () => 'replicate',
      transaction: db.transaction, log: { warn: () => undefined },
    });
    accountId = db.addAccount();
  }
  beforeEach(() => build());

  const grant = (amount: number) => credits.post({ accountId, amount, reason: 'grant', idempotencyKey: `grant:${db.nextId()}` });
  const upload = (changes: Partial<UploadInput> = {}) => sut.upload(accountId, {
    file: { filename: 'photos.zip', mimetype: 'application/zip', data: ZIP }, modelName: 'Me', modelClass: 'woman',
    modelCharacteristics: 'brown-haired,brown-haired', ...changes,
  });

  it('photos of one person: spends 1150 credits once for the model it creates, stores its reference, and queues its training once', async () => {
    await grant(CREDITS_PER_TRAINING + 5);
    const reply = await upload();
    const [model] = models.models;
    assert.equal(reply.modelId, model?.public_id);
    const debits = (await credits.entries(accountId)).filter((e) => e.reason === 'training');
    assert.deepEqual(debits.map((e) => [e.amount, e.idempotencyKey, e.reference]), [[-CREDITS_PER_TRAINING, `training:${model?.public_id}`, model?.public_id]]);
    assert.equal(await credits.balance(accountId), 5);
    assert.deepEqual([model?.status, model?.engine, model?.characteristics], ['starting', 'replicate', 'brown-haired']);
    assert.equal((await models.repository.photos(model?.id ?? 0)).length, 12);
    assert.equal(files.size, 13, '12 photos and the main image');
    assert.deepEqual([model?.face_reference, model?.look_alike_outliers], [[0.5, 0.5], []], 'the faces were compared during the upload');
    assert.deepEqual(queue.queued('model.look-alike'), [], 'nothing is left to compare');
    assert.deepEqual(queue.queued('training.start').map((job) => [job.payload.modelId, job.singletonKey]), [[model?.id, `training.start:${model?.id}`]]);
  });

  it('refuses (403) an account that has not accepted the rules before screening, storing or spending', async () => {
    await grant(CREDITS_PER_TRAINING);
    rulesAccepted = false;
    await assert.rejects(upload(), (e: unknown) => e instanceof AppError && e.httpStatus === 403 && e.message === RULES_NOT_ACCEPTED_MESSAGE);
    assert.equal(screening.calls.count, 0);
    assert.equal(models.models.length, 0);
    assert.equal(await credits.balance(accountId), CREDITS_PER_TRAINING);
  });

  it('refuses an account short of 1150 credits before screening or storing anything', async () => {
    await grant(CREDITS_PER_TRAINING - 1);
    await assert.rejects(upload(), isInsufficient);
    assert.equal(screening.calls.count, 0);
    assert.deepEqual([models.models.length, files.size, queue.stored.length], [0, 0, 0]);
  });

  it('two concurrent uploads with credits for one: one model, one debit; the other is refused and its photos deleted', async () => {
    await grant(CREDITS_PER_TRAINING);
    const results = await Promise.allSettled([upload(), upload()]);
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    assert.ok(results.some((r) => r.status === 'rejected' && isInsufficient(r.reason)));
    assert.equal(models.models.length, 1);
    assert.equal(await credits.balance(accountId), 0);
    assert.ok([...files.keys()].every((key) => key.startsWith(`models/${models.models[0]?.public_id}/`)), [...files.keys()].join());
    assert.equal(queue.stored.length, 1, 'one training');
  });

  it('photos that fail the checks spend nothing and store nothing', async () => {
    build({ refuse: true });
    await grant(CREDITS_PER_TRAINING);
    await assert.rejects(upload(), (e: unknown) => e instanceof PhotoQualityError && e.photoIssues.length === 1);
    assert.equal(await credits.balance(accountId), CREDITS_PER_TRAINING);
    assert.deepEqual([models.models.length, files.size], [0, 0]);
  });

  it('an empty upload is refused as having no images', async () => {
    await grant(CREDITS_PER_TRAINING);
    await assert.rejects(upload({ file: undefined }), (e: unknown) => e instanceof AppError && e.httpStatus === 400 && e.message === NO_IMAGES_MESSAGE);
  });

  it('a new training dismisses the finished model\'s completion notice', async () => {
    const finished = models.add(accountId, { status: 'failed' });
    await grant(CREDITS_PER_TRAINING);
    await upload();
    assert.equal(models.models.find((row) => row.id === finished.id)?.completion_seen, true);
  });
});

describe('an upload of several faces waits for "These are all me" (in memory)', () => {
  let db: InMemoryDatabase;
  let credits: CreditsService;
  let models: InMemoryModels;
  let queue: InMemoryJobQueue;
  let files: Map<string, Buffer>;
  let confirmation: TrainingConfirmation;
  let storage: ReturnType<typeof createInMemoryStorage>;
  let accountId: number;

  function uploadService(outliers: number[]): UploadService {
    const rulesGate = createRulesGate({ account: async () => ({ rules_accepted_at: new Date() }) as never });
    return createUploadService({
      config: { selfieCheck: SELFIE_CHECK, likeness: { missThreshold: 0.69 } }, models: models.repository, storage: storage.storage, credits,
      rulesGate, confirmation, detector: unusedFaceDetector, screener: createScriptedScreener({ photos: 12, outliers }).screener,
      engineName: () => 'mock', transaction: db.transaction, log: { warn: () => undefined },
    });
  }
  const upload = (outliers: number[]) => uploadService(outliers).upload(accountId, {
    file: { filename: 'photos.zip', mimetype: 'application/zip', data: ZIP }, modelName: 'Me', modelClass: 'woman', modelCharacteristics: '',
  });

  beforeEach(async () => {
    db = createInMemoryDatabase();
    credits = createCreditsService(createInMemoryLedgerRepository(db), createInMemoryTrainingEntitlementsRepository(db));
    models = createInMemoryModelsRepository(db);
    queue = new InMemoryJobQueue(db);
    const rulesGate = createRulesGate({ account: async () => ({ rules_accepted_at: new Date() }) as never });
    storage = createInMemoryStorage();
    files = storage.files;
    confirmation = createTrainingConfirmation({ models: models.repository, credits, storage: storage.storage, queue, rulesGate, transaction: db.transaction, waitHours: 24 });
    accountId = db.addAccount();
    await credits.post({ accountId, amount: CREDITS_PER_TRAINING, reason: 'grant', idempotencyKey: 'grant' });
  });

  it('answers needs-confirmation with the outliers, spends nothing and starts nothing; the model is hidden until confirmed', async () => {
    const reply = await upload([1, 7]);
    assert.deepEqual(reply, { status: 'needs-confirmation', modelId: models.models[0]?.public_id, lookAlikeOutliers: [1, 7] });
    assert.equal(await credits.balance(accountId), CREDITS_PER_TRAINING);
    assert.deepEqual([models.models[0]?.status, queue.stored.length], ['awaiting-confirmation', 0]);
    assert.equal(await models.repository.ownedBy(accountId, reply.modelId), undefined, 'no model to the user yet');
  });

  it('confirm-training spends 1150 and starts it once, records the time; another account gets 404', async () => {
    const { modelId } = await upload([2]);
    const other = db.addAccount();
    await assert.rejects(confirmation.confirm(other, modelId), (e: unknown) => e instanceof AppError && e.httpStatus === 404);
    const replies = await Promise.all(Array.from({ length: 10 }, () => confirmation.confirm(accountId, modelId)));
    assert.ok(replies.every((reply) => reply.status === 'success' && reply.modelId === modelId));
    assert.equal(await credits.balance(accountId), 0);
    assert.equal((await credits.entries(accountId)).filter((e) => e.reason === 'training').length, 1);
    assert.equal(queue.queued('training.start').length, 1);
    const [model] = models.models;
    assert.equal(model?.status, 'starting');
    assert.ok(model?.identity_confirmed_at instanceof Date);
  });

  it('a new upload replaces the one waiting: its row and photos go', async () => {
    const first = await upload([3]);
    const firstKeys = [...files.keys()];
    assert.equal(firstKeys.length, 13);
    const second = await upload([]);
    assert.equal(second.status, 'success');
    assert.deepEqual(models.models.map((m) => m.public_id), [second.modelId]);
    assert.ok(firstKeys.every((key) => !files.has(key)), 'the waiting photos are deleted');
    await assert.rejects(confirmation.confirm(accountId, first.modelId), (e: unknown) => e instanceof AppError && e.httpStatus === 404);
  });

  it('an upload nobody confirmed expires after a day with its photos; a confirmed one stays', async () => {
    const waiting = await upload([4]);
    const now = Date.now();
    assert.equal(await confirmation.expire(new Date(now + 23 * 3_600_000)), 0);
    assert.equal(await confirmation.expire(new Date(now + 25 * 3_600_000)), 1);
    assert.deepEqual([models.models.length, files.size], [0, 0]);
    await assert.rejects(confirmation.confirm(accountId, waiting.modelId), (e: unknown) => e instanceof AppError && e.httpStatus === 404);
  });

  it('confirming with too few credits left is refused (402) and the upload keeps waiting', async () => {
    const { modelId } = await upload([5]);
    await credits.post({ accountId, amount: -100, reason: 'generation', idempotencyKey: 'spent' });
    await assert.rejects(confirmation.confirm(accountId, modelId), isInsufficient);
    assert.equal(models.models[0]?.status, 'awaiting-confirmation');
    assert.equal(queue.stored.length, 0);
  });
});
