// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createMockTrainingEngine } from '../src/modules/training/engines/mock-training.engine.js';
import { toSnapshot, TRAINING_STEPS } from '../src/modules/training/engines/replicate-training.engine.js';
import { trainingProgressFromLogs } from '../src/modules/training/engines/training-log-progress.js';
import type { TrainingEngine, TrainingSnapshot } from '../src/modules/training/engines/training-engine.js';
import { trainingProgress } from '../src/modules/models/training-progress.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { succeededModel } from './helpers/pack-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// What ostris/flux-dev-lora-trainer prints: captioning and loading bars first, then its step counter (tqdm, \r-separated).
const LOGS = [
  'Captioning images: 100%|██████████| 12/12 [00:20<00:00,  1.70s/it]',
  'Loading checkpoint shards: 100%|██████████| 3/3 [00:05<00:00,  1.8s/it]',
  'flux_train_replicate:   0%|          | 0/1000 [00:00<?, ?it/s]\rflux_train_replicate:  44%|████▍     | 449/1000 [05:11<06:22,  1.44it/s]'
    + '\rflux_train_replicate:  45%|████▌     | 450/1000 [05:12<06:21,  1.44it/s]',
].join('\n');

describe('training progress from the engine', () => {
  it('reads the latest step count of the trainer\'s bar, ignoring captioning and loading bars', () => {
    assert.deepEqual(trainingProgressFromLogs(LOGS, TRAINING_STEPS), { done: 450, total: 1000 });
    assert.equal(trainingProgressFromLogs(LOGS.split('\n').slice(0, 2).join('\n'), TRAINING_STEPS), undefined);
    assert.equal(trainingProgressFromLogs('', TRAINING_STEPS), undefined);
    assert.equal(trainingProgressFromLogs(null, TRAINING_STEPS), undefined);
    // Another description, but counting the training's own steps: taken.
    assert.deepEqual(trainingProgressFromLogs(' 12%|█▏ | 120/1000 [01:00<07:00]', TRAINING_STEPS), { done: 120, total: 1000 });
    // Only the tail of megabytes of logs is searched, and the last counter wins.
    assert.deepEqual(trainingProgressFromLogs(`${'x'.repeat(2_000_000)}\n${LOGS}`, TRAINING_STEPS), { done: 450, total: 1000 });
  });

  it('a processing Replicate training carries it; starting, succeeded and failed ones do not', () => {
    assert.deepEqual(toSnapshot({ status: 'processing', output: null, error: null, logs: LOGS } as never), {
      state: 'processing', progress: { done: 450, total: 1000 },
    });
    assert.deepEqual(toSnapshot({ status: 'processing', output: null, error: null, logs: '' } as never), { state: 'processing' });
    assert.deepEqual(toSnapshot({ status: 'starting', output: null, error: null, logs: LOGS } as never), { state: 'starting' });
  });

  it('the mock engine reports elapsed of total seconds', async () => {
    let now = 1_000_000;
    const engine = createMockTrainingEngine({ trainingSeconds: 60, now: () => now });
    const { externalId } = await engine.start({ modelId: 1, triggerWord: 'TOK', zip: Buffer.alloc(0) });
    now += 15_500;
    assert.deepEqual(await engine.status(externalId), { state: 'processing', progress: { done: 15, total: 60 } });
  });

  it('the overview prefers the engine, else estimates from 25 minutes, and never claims 100 % while running', () => {
    const started = new Date('2026-05-01T10:00:00Z');
    const row = { progress_done: null, progress_total: null, started_at: started, created_at: started, identity_confirmed_at: null };
    const at = (minutes: number) => started.getTime() + minutes * 60_000;
    assert.equal(trainingProgress(undefined, 25), null);
    assert.deepEqual(trainingProgress(row, 25, at(5)), { percent: 20, source: 'estimate' });
    assert.deepEqual(trainingProgress(row, 25, at(60)), { percent: 95, source: 'estimate' });
    assert.deepEqual(trainingProgress({ ...row, progress_done: 450, progress_total: 1000 }, 25, at(60)), { percent: 45, source: 'engine' });
    assert.deepEqual(trainingProgress({ ...row, progress_done: 1000, progress_total: 1000 }, 25, at(60)), { percent: 99, source: 'engine' });
    assert.deepEqual(trainingProgress(row, 5, at(2.5)), { percent: 50, source: 'estimate' }, 'the fast trainer\'s 5 minutes');
  });
});

describe('train-overview progress', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('is the estimate until the engine reports, then the engine\'s count; null once nothing trains', async () => {
    const { client, accountId } = await createSignedInUser(server);
    assert.equal((await client.post('replicate-service/train-overview')).body.trainingProgress, null);

    const model = await succeededModel(server, accountId, 'woman', 'processing');
    await server.system.db.updateTable('models')
      .set({ external_id: 'train-1', started_at: new Date(Date.now() - 5 * 60_000), finished_at: null }).where('id', '=', model.id).execute();
    const estimated = (await client.post('replicate-service/train-overview')).body.trainingProgress;
    assert.equal(estimated.source, 'estimate');
    assert.ok(estimated.percent >= 19.9 && estimated.percent <= 21, String(estimated.percent));

    let snapshot: TrainingSnapshot = { state: 'processing', progress: { done: 450, total: 1000 } };
    const engine: TrainingEngine = { name: 'replicate', start: async () => ({ externalId: 'train-1' }), status: async () => snapshot, cancel: async () => {}, deleteWeights: async () => {} };
    server.useTrainingEngine(engine);
    await server.system.training.trainingService.poll(model.id);
    assert.deepEqual((await client.post('replicate-service/train-overview')).body.trainingProgress, { percent: 45, source: 'engine' });

    snapshot = { state: 'succeeded', version: 'owner/model:abc' };
    await server.system.training.trainingService.poll(model.id);
    assert.equal((await client.post('replicate-service/train-overview')).body.trainingProgress, null);
  });
});
