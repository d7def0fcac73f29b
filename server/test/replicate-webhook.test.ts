// @test-databases pglite
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { ConfigError, LEGACY_TRAINER_VERSION_MESSAGE, loadConfig } from '../src/config/config.js';
import { startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';
import { deliverWebhook, signWebhook } from './fakes/fake-webhook-signer.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

describe('the Replicate webhook signer', () => {
  test('signs the published Standard Webhooks test vector', () => {
    const signature = signWebhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
    assert.equal(signature, 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  test('agrees with standardwebhooks, which the server verifies with', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const ts = Math.floor(Date.now() / 1000);
    const body = '{"id":"abc","status":"succeeded"}';
    assert.equal(new Webhook(secret).sign('msg_1', new Date(ts * 1000), body), signWebhook(secret, 'msg_1', ts, body));
  });
});

test('IMAGE_ENGINE=replicate without its settings names every missing one at start', () => {
  assert.throws(() => loadConfig({ IMAGE_ENGINE: 'replicate' }), (error: unknown) => {
    assert.ok(error instanceof ConfigError);
    assert.deepEqual(error.problems, [
      'REPLICATE_API_TOKEN: is required when IMAGE_ENGINE=replicate',
      'REPLICATE_OWNER: is required when IMAGE_ENGINE=replicate',
      'REPLICATE_LORA_TRAINER_VERSION: is required when IMAGE_ENGINE=replicate and TRAINER=flux-lora',
    ]);
    return true;
  });
});

test('each trainer has its own version setting: TRAINER=fast-flux with only the LoRA trainer\'s version does not start', () => {
  const replicate = { IMAGE_ENGINE: 'replicate', REPLICATE_API_TOKEN: 'r8_x', REPLICATE_OWNER: 'acme' };
  const lora = 'a'.repeat(64);
  const fast = 'b'.repeat(64);
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems;
    }
  };
  assert.deepEqual(problemsOf({ ...replicate, TRAINER: 'fast-flux', REPLICATE_LORA_TRAINER_VERSION: lora }),
    ['REPLICATE_FAST_TRAINER_VERSION: is required when IMAGE_ENGINE=replicate and TRAINER=fast-flux']);
  // The old single setting could pin either trainer: it is refused with what to set instead, never guessed.
  assert.deepEqual(problemsOf({ ...replicate, REPLICATE_LORA_TRAINER_VERSION: lora, REPLICATE_TRAINER_VERSION: lora }),
    [`REPLICATE_TRAINER_VERSION: ${LEGACY_TRAINER_VERSION_MESSAGE}`]);
  const fastConfig = loadConfig({ ...replicate, TRAINER: 'fast-flux', REPLICATE_LORA_TRAINER_VERSION: lora, REPLICATE_FAST_TRAINER_VERSION: fast });
  assert.equal(fastConfig.engine.replicate.trainerVersion, fast, 'the fast trainer trains on its own version');
  assert.equal(loadConfig({ ...replicate, REPLICATE_LORA_TRAINER_VERSION: lora }).engine.replicate.trainerVersion, lora);
});

describe('POST /webhooks/replicate with a real server and the fake Replicate', () => {
  let fake: FakeReplicate;
  let server: TestServer;
  let accountId: number;
  let hook: string;

  before(async () => {
    fake = await startFakeReplicate({ owner: 'acme' });
    // No REPLICATE_WEBHOOK_SECRET: the server fetches it from GET /webhooks/default/secret.
    server = await startTestServer({
      IMAGE_ENGINE: 'replicate', REPLICATE_API_TOKEN: fake.token, REPLICATE_BASE_URL: fake.baseUrl,
      REPLICATE_OWNER: 'acme', REPLICATE_LORA_TRAINER_VERSION: fake.trainerVersion,
    });
    hook = `${server.url}/webhooks/replicate`;
    fake.control.webhookTarget = hook;
    accountId = (await createSignedInUser(server)).accountId;
  });
  after(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.control.webhookMode = 'normal';
    fake.deliveries.length = 0;
  });

  /** A model in training on the fake, started the way the training job starts it. */
  async function modelInTraining(): Promise<{ modelId: number; trainingId: string }> {
    const trigger = `TOK${randomUUID().slice(0, 8).toUpperCase()}`;
    // Its upload's faces compared (look_alike_outliers): the engine's success makes it ready.
    const inserted = await sql<{ id: number }>`
      insert into models (public_id, account_id, name, class, trigger_word, engine, look_alike_outliers)
      values (${randomUUID()}, ${accountId}, 'Me', 'man', ${trigger}, 'replicate', '{}') returning id`.execute(server.system.db);
    const modelId = inserted.rows[0]!.id;
    await server.system.training.trainingService.start(modelId);
    const row = await modelRow(modelId);
    assert.ok(row.external_id, 'the training started on the fake');
    return { modelId, trainingId: row.external_id };
  }

  async function modelRow(modelId: number) {
    const result = await sql<{ status: string; external_id: string | null; trained_version: string | null; weights_url: string | null }>`
      select status, external_id, trained_version, weights_url from models where id = ${modelId}`.execute(server.system.db);
    return result.rows[0]!;
  }

  async function webhookJobs(): Promise<string[]> {
    const result = await sql<{ singleton_key: string }>`
      select singleton_key from jobs where name = 'training.poll' and singleton_key like 'replicate-webhook:%' order by id`.execute(server.system.db);
    return result.rows.map((r) => r.singleton_key);
  }

  test('a signed completion webhook makes the poll run now, and the model succeeds', async () => {
    const { modelId, trainingId } = await modelInTraining();
    const before = (await webhookJobs()).length;
    await fake.finish(trainingId, 'succeeded');

    assert.deepEqual(fake.deliveries.map((d) => d.httpStatus), [200]);
    const jobs = await webhookJobs();
    assert.equal(jobs.length, before + 1);
    assert.equal(jobs.at(-1), `replicate-webhook:${fake.deliveries[0]!.webhookId}`);
    await server.drainJobs();
    const row = await modelRow(modelId);
    assert.equal(row.status, 'succeeded');
    assert.equal(row.trained_version, (fake.state.jobs.get(trainingId)!.output as { version: string }).version);
    assert.match(row.weights_url ?? '', /trained_model\.tar$/);
  });

  test('the training was created with the webhook, completed events only', () => {
    const job = [...fake.state.jobs.values()].at(-1)!;
    assert.match(job.webhook ?? '', /\/webhooks\/replicate$/);
    assert.deepEqual(job.webhook_events_filter, ['completed']);
  });

  test('a forged signature is refused with 401 and enqueues nothing', async () => {
    const { trainingId } = await modelInTraining();
    const before = await webhookJobs();
    const body = JSON.stringify({ id: trainingId, status: 'succeeded' });
    const forged = await deliverWebhook(hook, `whsec_${Buffer.from('not the secret at all!').toString('base64')}`, { webhookId: 'msg_forged', body });
    assert.equal(forged.httpStatus, 401);
    const unsigned = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    assert.equal(unsigned.status, 401);
    assert.deepEqual(await webhookJobs(), before);
  });

  test('a body changed after signing is refused', async () => {
    const { trainingId } = await modelInTraining();
    const ts = Math.floor(Date.now() / 1000);
    const signature = signWebhook(fake.webhookSecret, 'msg_tampered', ts, JSON.stringify({ id: 'other' }));
    const delivery = await deliverWebhook(hook, fake.webhookSecret, { webhookId: 'msg_tampered', timestamp: ts, signature, body: JSON.stringify({ id: trainingId }) });
    assert.equal(delivery.httpStatus, 401);
  });

  test('a timestamp more than 5 minutes old is refused', async () => {
    const { trainingId } = await modelInTraining();
    const before = await webhookJobs();
    const stale = await deliverWebhook(hook, fake.webhookSecret, {
      webhookId: 'msg_stale', timestamp: Math.floor(Date.now() / 1000) - 6 * 60, body: JSON.stringify({ id: trainingId }),
    });
    assert.equal(stale.httpStatus, 401);
    const fresh = await deliverWebhook(hook, fake.webhookSecret, {
      webhookId: 'msg_fresh', timestamp: Math.floor(Date.now() / 1000) - 4 * 60, body: JSON.stringify({ id: trainingId }),
    });
    assert.equal(fresh.httpStatus, 200);
    assert.deepEqual(await webhookJobs(), [...before, 'replicate-webhook:msg_fresh']);
  });

  test('a duplicate delivery (same webhook-id) enqueues one poll', async () => {
    const { modelId, trainingId } = await modelInTraining();
    const before = (await webhookJobs()).length;
    fake.control.webhookMode = 'duplicate';
    await fake.finish(trainingId, 'failed', 'CUDA out of memory');

    assert.deepEqual(fake.deliveries.map((d) => d.httpStatus), [200, 200]);
    assert.equal(fake.deliveries[0]!.webhookId, fake.deliveries[1]!.webhookId);
    assert.equal((await webhookJobs()).length, before + 1);
    await server.drainJobs();
    assert.equal((await modelRow(modelId)).status, 'failed');
  });

  test('a stale delivery after the final one changes nothing', async () => {
    const { modelId, trainingId } = await modelInTraining();
    fake.control.webhookMode = 'out-of-order';
    await fake.finish(trainingId, 'succeeded');
    assert.deepEqual(fake.deliveries.map((d) => d.httpStatus), [200, 200]);
    await server.drainJobs();
    assert.equal((await modelRow(modelId)).status, 'succeeded'); // the engine's answer wins, not the body
  });

  test('a lost webhook is still resolved by the poll reconciler', async () => {
    const { modelId, trainingId } = await modelInTraining();
    const before = (await webhookJobs()).length;
    fake.control.webhookMode = 'lost';
    await fake.finish(trainingId, 'succeeded');
    assert.equal(fake.deliveries[0]?.dropped, true);
    assert.equal((await webhookJobs()).length, before);
    assert.equal((await modelRow(modelId)).status, 'starting');

    // The scheduled poll comes due (it runs 2 s after the start).
    await sql`update jobs set run_at = now() where name = 'training.poll' and status = 'queued'`.execute(server.system.db);
    await server.drainJobs();
    assert.equal((await modelRow(modelId)).status, 'succeeded');
  });

  test('a webhook for a training that is not ours is acknowledged and ignored', async () => {
    const before = await webhookJobs();
    const delivery = await deliverWebhook(hook, fake.webhookSecret, { webhookId: 'msg_foreign', body: JSON.stringify({ id: 'not-ours' }) });
    assert.equal(delivery.httpStatus, 200);
    assert.deepEqual(await webhookJobs(), before);
  });
});
