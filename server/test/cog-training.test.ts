// @test-databases pglite
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { createCogTrainingEngine } from '../src/modules/training/engines/cog-training.engine.js';
import { createCogTrainingRepository } from '../src/modules/training/engines/cog-training.repository.js';
import { startFakeCog, type FakeCog } from './fakes/fake-cog.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const TOKEN = 'cog-webhook-token-0123456789';
const ZIP = Buffer.from('PK\u0003\u0004 zip');

test('IMAGE_ENGINE=cog without its settings names every missing one at start', () => {
  assert.throws(() => loadConfig({ IMAGE_ENGINE: 'cog' }), (error: unknown) => {
    assert.ok(error instanceof ConfigError);
    assert.deepEqual(error.problems, ['COG_TRAINER_URL: is required when IMAGE_ENGINE=cog', 'COG_WEBHOOK_TOKEN: is required when IMAGE_ENGINE=cog']);
    return true;
  });
});

describe('the Cog training engine with a real server and the fake Cog trainer', () => {
  let cog: FakeCog;
  let server: TestServer;
  let accountId: number;
  let hook: string;

  before(async () => {
    cog = await startFakeCog({ webhookAuthToken: TOKEN });
    server = await startTestServer({ IMAGE_ENGINE: 'cog', COG_TRAINER_URL: cog.url, COG_WEBHOOK_TOKEN: TOKEN });
    hook = `${server.url}/webhooks/cog`;
    cog.control.webhookTarget = hook;
    accountId = (await createSignedInUser(server)).accountId;
  });
  after(async () => {
    await server.close();
    await cog.close();
  });
  beforeEach(() => {
    cog.control.webhookMode = 'normal';
    cog.control.ready = true;
    cog.deliveries.length = 0;
    cog.requests.length = 0;
    // One slot: end whatever an earlier test left running.
    for (const t of cog.trainings.values()) if (t.status === 'starting' || t.status === 'processing') t.status = 'canceled';
  });

  function engine(overrides: { now?: () => Date; timeoutMinutes?: number } = {}) {
    return createCogTrainingEngine(
      { trainerUrl: cog.url, webhookUrl: hook, trainingTimeoutMinutes: overrides.timeoutMinutes ?? 120 },
      { trainings: createCogTrainingRepository(server.system.db), sleep: async () => {}, now: overrides.now },
    );
  }

  async function modelInTraining(): Promise<{ modelId: number; trainingId: string }> {
    // Its upload's faces compared (look_alike_outliers): the engine's success makes it ready.
    const inserted = await sql<{ id: number }>`
      insert into models (public_id, account_id, name, class, trigger_word, engine, look_alike_outliers)
      values (${randomUUID()}, ${accountId}, 'Rex', 'dog', ${`TOK${randomUUID().slice(0, 8)}`}, 'cog', '{}') returning id`.execute(server.system.db);
    const modelId = inserted.rows[0]!.id;
    await server.system.training.trainingService.start(modelId);
    const row = await modelRow(modelId);
    assert.ok(row.external_id);
    return { modelId, trainingId: row.external_id };
  }

  async function modelRow(modelId: number) {
    const result = await sql<{ status: string; external_id: string | null; trained_version: string | null; weights_url: string | null; failure_reason: string | null }>`
      select status, external_id, trained_version, weights_url, failure_reason from models where id = ${modelId}`.execute(server.system.db);
    return result.rows[0]!;
  }

  const post = (body: unknown, authorization = `Bearer ${TOKEN}`) =>
    fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) });

  test('start PUTs the training asynchronously with the zip, trigger word and webhook', async () => {
    const { externalId } = await engine().start({ modelId: 5, triggerWord: 'TOKDOG', zip: ZIP });
    const put = cog.requests.find((r) => r.method === 'PUT');
    assert.equal(put?.path, `/trainings/${externalId}`);
    assert.equal(put?.headers.prefer, 'respond-async');
    const body = put?.body as { id: string; input: Record<string, unknown>; webhook: string; webhook_events_filter: string[] };
    assert.equal(body.id, externalId);
    assert.equal(body.input.input_images, `data:application/zip;base64,${ZIP.toString('base64')}`);
    assert.equal(body.input.trigger_word, 'TOKDOG');
    assert.equal(body.input.steps, 1000);
    assert.equal(body.webhook, hook);
    assert.deepEqual(body.webhook_events_filter, ['start', 'completed']);
    assert.deepEqual(await engine().status(externalId), { state: 'starting' });
  });

  test('training job → start webhook → final webhook → the model succeeds with the weights', async () => {
    const { modelId, trainingId } = await modelInTraining();
    await cog.begin(trainingId);
    assert.deepEqual(await engine().status(trainingId), { state: 'processing' });
    await cog.finish(trainingId, 'succeeded');
    assert.deepEqual(cog.deliveries.map((d) => [d.status, d.httpStatus]), [['processing', 200], ['succeeded', 200]]);
    await server.drainJobs();
    const row = await modelRow(modelId);
    assert.equal(row.status, 'succeeded');
    assert.equal(row.weights_url, `https://uploads.example.test/${trainingId}/trained_model.tar`);
    assert.equal(row.trained_version, row.weights_url);
  });

  test('a failed training fails the model with the trainer\'s error; a duplicate final webhook enqueues once', async () => {
    const { modelId, trainingId } = await modelInTraining();
    cog.control.webhookMode = 'duplicate';
    await cog.finish(trainingId, 'failed', { error: 'CUDA out of memory' });
    assert.deepEqual(cog.deliveries.map((d) => d.httpStatus), [200, 200]);
    const jobs = await sql<{ n: number }>`select count(*)::integer as n from jobs where singleton_key = ${`cog-webhook:${trainingId}:failed`}`.execute(server.system.db);
    assert.equal(jobs.rows[0]!.n, 1);
    await server.drainJobs();
    const row = await modelRow(modelId);
    assert.equal(row.status, 'failed');
    assert.equal(row.failure_reason, 'CUDA out of memory');
  });

  test('a webhook without the token is refused and records nothing', async () => {
    const { trainingId } = await modelInTraining();
    assert.equal((await post({ id: trainingId, status: 'succeeded', output: { weights: 'https://evil.test/w.tar' } }, 'Bearer wrong-token-wrong-token')).status, 401);
    assert.equal((await post({ id: trainingId, status: 'succeeded', output: { weights: 'https://evil.test/w.tar' } }, '')).status, 401);
    assert.deepEqual(await engine().status(trainingId), { state: 'starting' });
  });

  test('a late "processing" delivery does not undo the final state', async () => {
    const { externalId: trainingId } = await engine().start({ modelId: 6, triggerWord: 'TOK', zip: ZIP });
    assert.equal((await post({ id: trainingId, status: 'succeeded', output: { weights: 'https://u.test/w.tar' } })).status, 200);
    assert.equal((await post({ id: trainingId, status: 'processing' })).status, 200);
    assert.equal((await engine().status(trainingId)).state, 'succeeded');
  });

  test('weights returned inline (no --upload-url) fail the training with a clear reason', async () => {
    const { externalId: trainingId } = await engine().start({ modelId: 7, triggerWord: 'TOK', zip: ZIP });
    await post({ id: trainingId, status: 'succeeded', output: { weights: 'data:application/x-tar;base64,AAAA' } });
    assert.deepEqual(await engine().status(trainingId), { state: 'failed', error: 'The Cog trainer returned the weights inline; run it with --upload-url' });
  });

  test('a lost final webhook fails the training after the timeout instead of hanging', async () => {
    const { externalId: trainingId } = await engine().start({ modelId: 8, triggerWord: 'TOK', zip: ZIP });
    cog.control.webhookMode = 'lost';
    await cog.finish(trainingId, 'succeeded');
    assert.deepEqual(await engine({ timeoutMinutes: 30 }).status(trainingId), { state: 'starting' });
    const later = () => new Date(Date.now() + 31 * 60_000);
    assert.deepEqual(await engine({ timeoutMinutes: 30, now: later }).status(trainingId), {
      state: 'failed', error: 'The Cog trainer did not report back within 30 minutes',
    });
  });

  test('a busy trainer, a bad input and a trainer that is not ready give clear errors', async () => {
    await engine().start({ modelId: 9, triggerWord: 'TOK', zip: ZIP });
    await assert.rejects(engine().start({ modelId: 10, triggerWord: 'TOK', zip: ZIP }), /The Cog trainer is busy with another training \(409\): At capacity/);
    for (const t of cog.trainings.values()) t.status = 'canceled';

    const bad = createCogTrainingEngine({ trainerUrl: cog.url, webhookUrl: hook, trainingTimeoutMinutes: 120 }, {
      trainings: createCogTrainingRepository(server.system.db),
      fetch: (url, init) => fetch(url, { ...init, body: String(init?.body).replace('"steps":1000', '"steps":1') }),
    });
    await assert.rejects(bad.start({ modelId: 11, triggerWord: 'TOK', zip: ZIP }), /rejected the training input \(422\): steps: ensure this value is between 3 and 6000/);

    cog.control.ready = false;
    await assert.rejects(engine().start({ modelId: 12, triggerWord: 'TOK', zip: ZIP }), /The Cog trainer is not ready \(503\)/);
    assert.equal(cog.requests.filter((r) => r.method === 'PUT').length, 3 + 3, 'the 503 was tried three times');
  });
});
