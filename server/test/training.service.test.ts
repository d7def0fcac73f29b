// @test-databases pglite
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { CREDITS_PER_TRAINING } from 'api-client';
import { createCreditsService, type CreditsService } from '../src/modules/credits/credits.service.js';
import type { ModelRow } from '../src/modules/models/models.repository.js';
import { createTrainingService, SWEEP_WINDOW_MS, TIMED_OUT_REASON, type TrainingService } from '../src/modules/training/training.service.js';
import { createInMemoryDatabase, type InMemoryDatabase } from './in-memory/in-memory-database.js';
import { InMemoryJobQueue } from './in-memory/in-memory-job-queue.js';
import { createInMemoryLedgerRepository } from './in-memory/in-memory-ledger.repository.js';
import { createInMemoryTrainingEntitlementsRepository } from './in-memory/in-memory-training-entitlements.repository.js';
import { createInMemoryMailer } from './in-memory/in-memory-mailer.js';
import { createInMemoryModelsRepository, type InMemoryModels } from './in-memory/in-memory-models.repository.js';
import { createInMemoryStorage } from './in-memory/in-memory-storage.js';
import { createScriptedTrainingEngine } from './in-memory/scripted-training-engine.js';

const DEADLINE_MINUTES = 60;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('training service (in memory)', () => {
  let db: InMemoryDatabase;
  let credits: CreditsService;
  let models: InMemoryModels;
  let queue: InMemoryJobQueue;
  let sent: ReturnType<typeof createInMemoryMailer>['sent'];
  let trainer: ReturnType<typeof createScriptedTrainingEngine>;
  let sut: TrainingService;
  let accountId: number;

  beforeEach(() => {
    db = createInMemoryDatabase();
    credits = createCreditsService(createInMemoryLedgerRepository(db), createInMemoryTrainingEntitlementsRepository(db));
    models = createInMemoryModelsRepository(db);
    queue = new InMemoryJobQueue(db);
    const outbox = createInMemoryMailer(db);
    sent = outbox.sent;
    trainer = createScriptedTrainingEngine();
    sut = createTrainingService({
      config: { publicUrl: 'https://site.test', basePath: '', trainingDeadlineMinutes: DEADLINE_MINUTES, supportEmails: { payments: 'pay@site.test', models: 'models@site.test' } },
      models: models.repository, storage: createInMemoryStorage().storage, credits, mailer: outbox.mailer, queue,
      engine: trainer.engine, transaction: db.transaction,
      emailOf: async (id) => db.accounts.get(id)?.email ?? null,
    });
    accountId = db.addAccount({ email: 'me@example.com' });
  });

  /** A model the upload paid for (its 1150 credits spent), in training unless `changes` say otherwise. */
  async function training(changes: Partial<ModelRow> = {}): Promise<ModelRow> {
    // Its upload's faces are compared (look_alike_outliers): the engine's success makes it ready.
    const model = models.add(accountId, { status: 'processing', external_id: 'training-x', trained_version: null, finished_at: null, look_alike_outliers: [], ...changes });
    await credits.post({ accountId, amount: CREDITS_PER_TRAINING, reason: 'grant', idempotencyKey: `grant:${model.id}` });
    await credits.post({ accountId, amount: -CREDITS_PER_TRAINING, reason: 'training', idempotencyKey: `training:${model.public_id}` });
    return model;
  }
  const stored = (id: number) => models.models.find((row) => row.id === id);
  const refunds = async () => (await credits.entries(accountId)).filter((e) => e.reason === 'refund').map((e) => [e.amount, e.idempotencyKey]);

  it('a failed training is refunded its 1150 credits once, with one e-mail', async () => {
    const model = await training();
    trainer.state.snapshot = { state: 'failed', error: 'bad photos' };
    await sut.poll(model.id);
    await sut.poll(model.id);
    assert.deepEqual([stored(model.id)?.status, stored(model.id)?.failure_reason], ['failed', 'bad photos']);
    assert.deepEqual(await refunds(), [[CREDITS_PER_TRAINING, `training-refund:${model.id}`]]);
    assert.equal(await credits.balance(accountId), CREDITS_PER_TRAINING);
    assert.deepEqual(sent.map((m) => [m.to, m.subject]), [['me@example.com', 'Training of your model Me failed']]);
  });

  it('ten concurrent polls of a failed training refund it exactly once', async () => {
    const model = await training();
    trainer.state.snapshot = { state: 'canceled' };
    await Promise.all(Array.from({ length: 10 }, () => sut.poll(model.id)));
    assert.equal(trainer.state.statusCalls, 10, 'every poll asked the trainer before any of them settled');
    assert.equal((await refunds()).length, 1);
    assert.equal(sent.length, 1);
    assert.equal(stored(model.id)?.status, 'canceled');
  });

  it('a succeeded training records its version, mails once and refunds nothing; later polls change nothing', async () => {
    const model = await training();
    trainer.state.snapshot = { state: 'succeeded', version: 'owner/model:v1', weightsUrl: 'https://weights.test/v1' };
    await Promise.all([sut.poll(model.id), sut.poll(model.id)]);
    trainer.state.snapshot = { state: 'failed' };
    await sut.poll(model.id);
    assert.deepEqual([stored(model.id)?.status, stored(model.id)?.trained_version], ['succeeded', 'owner/model:v1']);
    assert.deepEqual(await refunds(), []);
    assert.deepEqual(sent.map((m) => m.subject), ['Your model Me is ready']);
  });

  it('a training the engine finished waits for its upload\'s look-alike check: not ready, no mail, the next poll queued', async () => {
    const model = await training({ look_alike_outliers: null });
    trainer.state.snapshot = { state: 'succeeded', version: 'owner/model:v1' };
    await sut.poll(model.id);
    assert.deepEqual([stored(model.id)?.status, stored(model.id)?.trained_version], ['processing', null]);
    assert.deepEqual(sent, []);
    assert.deepEqual(queue.queued('training.poll').map((job) => job.singletonKey), [`training.poll:${model.id}:1`]);
  });

  it('duplicate polls of a training still running schedule one next poll between them', async () => {
    const model = await training({ status: 'starting' });
    await Promise.all([sut.poll(model.id), sut.poll(model.id), sut.poll(model.id)]);
    assert.deepEqual(queue.queued('training.poll').map((job) => job.singletonKey), [`training.poll:${model.id}:1`]);
    assert.deepEqual([stored(model.id)?.status, stored(model.id)?.poll_count], ['processing', 1]);
  });

  it('a training still running past its deadline is failed and refunded by the poll', async () => {
    const model = await training({ created_at: minutesAgo(DEADLINE_MINUTES + 1) });
    await sut.poll(model.id);
    assert.deepEqual([stored(model.id)?.status, stored(model.id)?.failure_reason], ['failed', TIMED_OUT_REASON]);
    assert.equal((await refunds()).length, 1);
  });

  it('start hands the photos to the trainer once and queues the first poll once', async () => {
    const model = await training({ status: 'starting', external_id: null });
    await sut.start(model.id);
    await sut.start(model.id);
    assert.equal(trainer.started.length, 1);
    assert.equal(stored(model.id)?.external_id, `training-${model.id}`);
    assert.equal(queue.queued('training.poll').length, 1);
  });

  it('a start that fails is retried before the deadline and refunded after it', async () => {
    trainer.state.failStarts = true;
    const fresh = await training({ status: 'starting', external_id: null });
    await assert.rejects(sut.start(fresh.id), /unreachable/);
    assert.equal(stored(fresh.id)?.status, 'starting');
    assert.deepEqual(await refunds(), []);

    const late = await training({ status: 'starting', external_id: null, created_at: minutesAgo(DEADLINE_MINUTES + 1) });
    await sut.start(late.id);
    assert.equal(stored(late.id)?.status, 'failed');
    assert.deepEqual(await refunds(), [[CREDITS_PER_TRAINING, `training-refund:${late.id}`]]);
  });

  it('the sweep fails and refunds trainings past their deadline once, without asking the trainer', async () => {
    const overdue = await training({ created_at: minutesAgo(DEADLINE_MINUTES + 5) });
    await Promise.all([sut.sweep(), sut.sweep()]);
    await sut.sweep();
    assert.equal(trainer.state.statusCalls, 0);
    assert.equal(stored(overdue.id)?.failure_reason, TIMED_OUT_REASON);
    assert.deepEqual(await refunds(), [[CREDITS_PER_TRAINING, `training-refund:${overdue.id}`]]);
    assert.equal(sent.length, 1);
  });

  it('the sweep polls trainings in progress and restarts stalled starts, once per window', async () => {
    const now = new Date();
    const window = Math.floor(now.getTime() / SWEEP_WINDOW_MS);
    const running = await training({ created_at: minutesAgo(10) });
    const stalled = await training({ status: 'starting', external_id: null, created_at: minutesAgo(10) });
    const justQueued = await training({ status: 'starting', external_id: null, created_at: minutesAgo(1) });
    await sut.sweep(now);
    await sut.sweep(now);
    assert.deepEqual(queue.queued('training.poll').map((job) => job.singletonKey), [`training.sweep:training.poll:${running.id}:${window}`]);
    assert.deepEqual(queue.queued('training.start').map((job) => job.payload.modelId), [stalled.id]);
    assert.ok(!queue.stored.some((job) => (job.payload as { modelId?: number }).modelId === justQueued.id));
    assert.deepEqual(await refunds(), []);
  });
});
