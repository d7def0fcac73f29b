// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CREDITS_PER_TRAINING } from 'api-client';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { face, grantCredits, onePerson, trainingEnv, uploadZip, zipOf } from './fixtures/upload-helpers.js';
import { ledgerState } from './generation.helpers.js';
import type { TrainingEngine } from '../src/modules/training/index.js';

type TrainingSnapshot = Awaited<ReturnType<TrainingEngine['status']>>;

const DB_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
/** Rounds of the race; each is ten confirmations against a training's every model update. */
const ROUNDS = Number(process.env.LOCK_ORDER_ROUNDS ?? 4);

/** A trainer whose trainings report `next()` each time they are asked (the test flips it between rounds). */
function scriptedTrainer(next: () => TrainingSnapshot): TrainingEngine {
  let started = 0;
  return {
    name: 'mock',
    async start() {
      started += 1;
      return { externalId: `scripted-${started}-${Math.random().toString(36).slice(2)}` };
    },
    async status() {
      return next();
    },
    async cancel() {},
    async deleteWeights() {},
  };
}

/**
 * One lock order for every transaction that touches an account and its models (docs/likeness.md,
 * credits.lockAccount): the account first. "These are all me" sent ten times while the account's other
 * training moves on (started, polled, progress, failed and refunded, succeeded) never deadlocks: no 5xx,
 * one debit.
 */
describe(`an account's confirmations and its trainings take their locks in one order (${DB_KIND})`, () => {
  let server: TestServer;
  let snapshot: TrainingSnapshot = { state: 'processing', progress: { done: 1, total: 10 } };
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '100000' });
    server.useTrainingEngine(scriptedTrainer(() => snapshot));
  });
  after(() => server.close());

  const modelRow = (publicId: string) => server.system.db.selectFrom('models').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();

  it(`ten confirmations at once during the training's model updates: 0 × 5xx, one debit (${ROUNDS} rounds)`, async () => {
    const { training } = server.system;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { client, accountId } = await createSignedInUser(server);
      await grantCredits(server, accountId, 2 * CREDITS_PER_TRAINING);
      // A model training now (started with the engine), and an upload waiting for "These are all me".
      const trainingNow = (await uploadZip(server, client, await zipOf(onePerson(12)))).body;
      assert.equal(trainingNow.status, 'success', JSON.stringify(trainingNow));
      const busy = await modelRow(trainingNow.modelId);
      snapshot = { state: 'processing', progress: { done: 1, total: 10 } };
      await training.trainingService.start(busy.id);
      const waiting = (await uploadZip(server, client, await zipOf([...onePerson(10), face(5), face(9)]))).body;
      assert.equal(waiting.status, 'needs-confirmation', JSON.stringify(waiting));

      // The confirmations race the training each one starts: its start, polls, progress and its end, failed
      // (refunded) or succeeded, and the other model's end, as the job runner and the webhooks drive them.
      const ending: TrainingSnapshot = round % 2 === 0 ? { state: 'failed', error: 'out of memory' } : { state: 'succeeded', version: 'owner/model:v' };
      const waitingId = (await modelRow(waiting.modelId)).id;
      let confirming = true;
      const updates = async () => {
        for (let i = 0; confirming || i < 3; i += 1) {
          snapshot = i < 2 ? { state: 'processing', progress: { done: i + 2, total: 10 } } : ending;
          await Promise.all([training.trainingService.start(waitingId), training.trainingService.poll(waitingId), training.trainingService.poll(busy.id)]);
        }
      };
      const confirms = Promise.all(Array.from({ length: 10 }, () => client.post('upload-service/confirm-training', { modelId: waiting.modelId })))
        .finally(() => { confirming = false; });
      const [replies] = await Promise.all([confirms, updates(), updates(), training.trainingService.sweep()]);
      assert.deepEqual(replies.map((reply) => reply.status), Array(10).fill(200), JSON.stringify(replies.map((reply) => reply.body)));
      const state = await ledgerState(server, accountId);
      assert.equal(state.entries.filter((entry) => entry.reason === 'training').length, 2, 'one debit for each model');
      assert.equal(state.balance, state.sum);
      assert.equal(state.balance, round % 2 === 0 ? 2 * CREDITS_PER_TRAINING : 0, 'a failed training is refunded once');
    }
  });
});
