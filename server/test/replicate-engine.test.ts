// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createReplicateTrainingEngine, type ReplicateTrainingSettings } from '../src/modules/training/engines/replicate-training.engine.js';
import { startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';

const ZIP = Buffer.from('PK\u0003\u0004 fake zip bytes');
// Replicate's published OpenAPI schema (https://api.replicate.com/openapi.json), kept in the repository so
// this check always runs.
const OPENAPI = new URL('./contracts/replicate-openapi.json', import.meta.url);
const noWait = { baseDelayMs: 1, maxDelayMs: 2 };

function settings(fake: FakeReplicate, overrides: Partial<ReplicateTrainingSettings> = {}): ReplicateTrainingSettings {
  return {
    apiToken: fake.token, baseUrl: fake.baseUrl, owner: fake.owner, destinationModel: 'ai-photographer-loras',
    hardware: 'gpu-h100', trainer: 'flux-lora', trainerVersion: fake.trainerVersion, webhookUrl: 'https://example.test/ai-photographer/webhooks/replicate',
    ...overrides,
  };
}

describe('Replicate training engine against the fake Replicate', () => {
  let fake: FakeReplicate;
  before(async () => {
    fake = await startFakeReplicate({ owner: 'acme' });
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.clearInjected();
    fake.state.models.delete('acme/ai-photographer-loras');
    fake.state.auto.polls = 0;
  });

  test('start uploads the zip and creates a training on the pinned trainer version', async () => {
    const engine = createReplicateTrainingEngine(settings(fake), { http: noWait });
    const { externalId } = await engine.start({ modelId: 7, triggerWord: 'TOK8F3K2', zip: ZIP });

    const file = [...fake.state.files.values()].at(-1)!;
    assert.deepEqual(file.bytes, ZIP);
    const created = fake.requests.find((r) => r.path.endsWith('/trainings'));
    assert.equal(created?.path, `/v1/models/ostris/flux-dev-lora-trainer/versions/${fake.trainerVersion}/trainings`);
    const body = created?.body as { destination: string; input: Record<string, unknown>; webhook: string; webhook_events_filter: string[] };
    assert.equal(body.destination, 'acme/ai-photographer-loras');
    assert.equal(body.input.input_images, file.object.urls && (file.object.urls as { get: string }).get);
    assert.equal(body.input.trigger_word, 'TOK8F3K2');
    assert.equal(body.input.steps, 1000);
    assert.equal(body.input.lora_rank, 16);
    assert.equal(body.input.autocaption, true);
    assert.equal(body.webhook, 'https://example.test/ai-photographer/webhooks/replicate');
    assert.deepEqual(body.webhook_events_filter, ['completed']);
    assert.equal(fake.state.jobs.get(externalId)?.kind, 'training');
  });

  test('TRAINER=fast-flux trains on replicate/fast-flux-trainer with its own inputs, to the same destination', async () => {
    const engine = createReplicateTrainingEngine(settings(fake, { trainer: 'fast-flux', trainerVersion: fake.fastTrainerVersion }), { http: noWait });
    const { externalId } = await engine.start({ modelId: 8, triggerWord: 'TOKFAST1', zip: ZIP });
    const created = fake.requests.filter((r) => r.path.endsWith('/trainings')).at(-1);
    assert.equal(created?.path, `/v1/models/replicate/fast-flux-trainer/versions/${fake.fastTrainerVersion}/trainings`);
    const body = created?.body as { destination: string; input: Record<string, unknown> };
    assert.equal(body.destination, 'acme/ai-photographer-loras');
    assert.deepEqual(Object.keys(body.input).sort(), ['input_images', 'lora_type', 'trigger_word']);
    assert.deepEqual([body.input.trigger_word, body.input.lora_type], ['TOKFAST1', 'subject']);
    assert.equal(fake.state.jobs.get(externalId)?.model, 'replicate/fast-flux-trainer');
  });

  test('the destination model is created once, private, across two trainings', async () => {
    const engine = createReplicateTrainingEngine(settings(fake), { http: noWait });
    await engine.start({ modelId: 1, triggerWord: 'TOKA', zip: ZIP });
    await engine.start({ modelId: 2, triggerWord: 'TOKB', zip: ZIP });

    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/models');
    assert.equal(creates.length, 1);
    assert.deepEqual(creates[0]?.body, {
      owner: 'acme', name: 'ai-photographer-loras', visibility: 'private', hardware: 'gpu-h100',
      description: 'AI Photographer: personal LoRA models, one version per training',
    });
    assert.equal(fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/models/acme/ai-photographer-loras').length, 1);
  });

  test('an existing destination model is used as it is', async () => {
    fake.state.models.set('acme/ai-photographer-loras', { owner: 'acme', name: 'ai-photographer-loras', visibility: 'private', hardware: 'gpu-h100', description: null, latest_version: null });
    const engine = createReplicateTrainingEngine(settings(fake), { http: noWait });
    await engine.start({ modelId: 1, triggerWord: 'TOKA', zip: ZIP });
    assert.equal(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/models').length, 0);
  });

  test('status maps starting, processing and the terminal states', async () => {
    const engine = createReplicateTrainingEngine(settings(fake), { http: noWait });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(async (modelId) => (await engine.start({ modelId, triggerWord: 'TOK', zip: ZIP })).externalId));
    const ids = [a!, b!, c!, d!];
    assert.deepEqual(await engine.status(ids[0]!), { state: 'processing' }); // the first poll moves it on

    await fake.finish(ids[0]!, 'succeeded');
    const done = await engine.status(ids[0]!);
    assert.equal(done.state, 'succeeded');
    assert.match(done.version ?? '', /^acme\/ai-photographer-loras:[0-9a-f]{64}$/);
    assert.match(done.weightsUrl ?? '', /trained_model\.tar$/);

    await fake.finish(ids[1]!, 'failed', 'CUDA out of memory');
    assert.deepEqual(await engine.status(ids[1]!), { state: 'failed', error: 'CUDA out of memory' });
    await fake.finish(ids[2]!, 'canceled');
    assert.equal((await engine.status(ids[2]!)).state, 'canceled');
    await fake.finish(ids[3]!, 'aborted');
    assert.deepEqual(await engine.status(ids[3]!), { state: 'failed', error: 'Replicate aborted the training before it started' });
  });

  test('429s are retried with a growing delay and then succeed', async () => {
    const delays: number[] = [];
    const engine = createReplicateTrainingEngine(settings(fake), {
      http: { baseDelayMs: 100, maxDelayMs: 10_000, sleep: async (ms) => void delays.push(ms) },
    });
    fake.inject({ method: 'POST', path: /\/trainings$/ }, { status: 429, body: { detail: 'Request was throttled.' } }, 3);
    const { externalId } = await engine.start({ modelId: 9, triggerWord: 'TOK', zip: ZIP });
    assert.ok(fake.state.jobs.has(externalId));
    assert.equal(fake.requests.filter((r) => r.path.endsWith('/trainings')).length, 4);
    assert.deepEqual(delays, [100, 200, 400]);
  });

  test('a 429 with ratelimit-reset waits that long', async () => {
    const delays: number[] = [];
    const engine = createReplicateTrainingEngine(settings(fake), {
      http: { baseDelayMs: 100, maxDelayMs: 10_000, sleep: async (ms) => void delays.push(ms) },
    });
    fake.throttle(2, /\/files$/); // ratelimit-reset: 1
    await engine.start({ modelId: 9, triggerWord: 'TOK', zip: ZIP });
    assert.deepEqual(delays, [1000, 1000]);
  });

  test('a provider that does not answer times out with a clear error, without waiting six times', async () => {
    const waits: number[] = [];
    const engine = createReplicateTrainingEngine(settings(fake), { http: { ...noWait, timeoutMs: 100, sleep: async (ms) => void waits.push(ms) } });
    const { externalId } = await engine.start({ modelId: 3, triggerWord: 'TOK', zip: ZIP });
    fake.requests.length = 0;
    waits.length = 0;
    fake.inject({ method: 'GET', path: /\/trainings\// }, { status: 200, body: {}, delayMs: 1000 }, 6);
    await assert.rejects(engine.status(externalId), /Replicate did not answer GET \/v1\/trainings\/\w+ within 0.1 s/);
    // Gave up after the first timeout: one request reached Replicate, and no backoff was waited before another.
    assert.equal(fake.requests.length, 1, 'gave up after the first timeout');
    assert.deepEqual(waits, [], 'no retry was waited for');
  });

  test('a 5xx on GET training is retried', async () => {
    const engine = createReplicateTrainingEngine(settings(fake), { http: noWait });
    const { externalId } = await engine.start({ modelId: 3, triggerWord: 'TOK', zip: ZIP });
    fake.inject({ method: 'GET', path: /\/trainings\// }, { status: 503, body: { detail: 'Service Unavailable' } }, 2);
    assert.equal((await engine.status(externalId)).state, 'processing');
  });

  test('a rate limit that never ends surfaces as a clear error', async () => {
    const engine = createReplicateTrainingEngine(settings(fake), { http: noWait });
    const { externalId } = await engine.start({ modelId: 3, triggerWord: 'TOK', zip: ZIP });
    fake.requests.length = 0;
    fake.throttle(6, /\/trainings\//); // the client's six attempts
    await assert.rejects(engine.status(externalId), /Replicate is rate limiting us \(429\).*read the training/);
    assert.equal(fake.requests.length, 6);
  });

  test('a wrong token surfaces as a clear error', async () => {
    const engine = createReplicateTrainingEngine(settings(fake, { apiToken: 'r8_wrong' }), { http: noWait });
    await assert.rejects(
      engine.start({ modelId: 1, triggerWord: 'TOK', zip: ZIP }),
      /Replicate rejected the API token \(401\).*REPLICATE_API_TOKEN: You did not pass a valid authentication token/,
    );
  });

  test('a training posted to the fast trainer with the LoRA trainer\'s version is refused, as Replicate refuses it', async () => {
    const engine = createReplicateTrainingEngine(settings(fake, { trainer: 'fast-flux', trainerVersion: fake.trainerVersion }), { http: noWait });
    await assert.rejects(engine.start({ modelId: 9, triggerWord: 'TOKFAST2', zip: ZIP }), /create the training \(404\): The specified version does not exist/);
  });

  test('an unknown trainer version surfaces the provider detail', async () => {
    const engine = createReplicateTrainingEngine(settings(fake, { trainerVersion: 'f'.repeat(64) }), { http: noWait });
    await assert.rejects(engine.start({ modelId: 1, triggerWord: 'TOK', zip: ZIP }), /create the training \(404\): The specified version does not exist/);
  });

  test('a request that breaks the OpenAPI schema is refused by the fake', async () => {
    const response = await fetch(`${fake.baseUrl}/models/ostris/flux-dev-lora-trainer/versions/${fake.trainerVersion}/trainings`, {
      method: 'POST',
      headers: { authorization: `Token ${fake.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input: {}, webhook_events_filter: ['done'] }),
    });
    assert.equal(response.status, 422);
    const body = (await response.json()) as { detail: string };
    assert.match(body.detail, /destination: is required/);
    assert.match(body.detail, /webhook_events_filter\[0\]: must be one of start, output, logs, completed/);
  });
});

test('the fake\'s request schemas are those of Replicate\'s OpenAPI file', () => {
  type Node = Record<string, unknown>;
  const full = JSON.parse(fs.readFileSync(OPENAPI, 'utf8')) as { paths: Node; components: { schemas: Node } };
  const strip = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(strip);
    if (!x || typeof x !== 'object') return x;
    const ref = (x as { $ref?: string }).$ref;
    if (ref) return strip(full.components.schemas[ref.split('/').at(-1)!]);
    return Object.fromEntries(Object.entries(x).filter(([k]) => !['description', 'example', 'x-cog-array-type'].includes(k)).map(([k, v]) => [k, strip(v)]));
  };
  const body = (path: string, type: string) =>
    strip(((full.paths[path] as Node).post as { requestBody: { content: Node } }).requestBody.content[type] as Node);
  const ours = JSON.parse(fs.readFileSync(new URL('./fakes/replicate-request-schemas.json', import.meta.url), 'utf8')) as { operations: Node };
  assert.deepEqual(ours.operations['trainings.create'], (body('/models/{model_owner}/{model_name}/versions/{version_id}/trainings', 'application/json') as Node).schema);
  assert.deepEqual(ours.operations['models.create'], (body('/models', 'application/json') as Node).schema);
  assert.deepEqual(ours.operations['files.create'], (body('/files', 'multipart/form-data') as Node).schema);
  assert.deepEqual(ours.operations['predictions.create'], (body('/predictions', 'application/json') as Node).schema);
});
