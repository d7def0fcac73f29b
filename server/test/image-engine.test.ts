// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { partialGenerationMessage } from 'api-client';
import { createCogImageEngine } from '../src/modules/generation/engines/cog-image.engine.js';
import { fetchOutput } from '../src/modules/generation/engines/image-output.js';
import { createMockImageEngine, MOCK_HEIGHT, MOCK_WIDTH } from '../src/modules/generation/engines/mock-image.engine.js';
import { createReplicateImageEngine, type ReplicateImageSettings } from '../src/modules/generation/engines/replicate-image.engine.js';
import type { ImageRequest } from '../src/modules/generation/image-engine.js';
import { describeModel, expandPrompt, mentionsModel } from '../src/modules/generation/prompt/prompt-expansion.js';
import { brokenRule } from '../src/modules/generation/prompt/prompt-rules.js';
import type { FileStorage } from '../src/infra/storage/storage.types.js';
import { startFakeCog, type FakeCog } from './fakes/fake-cog.js';
import { startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';
import { face, trainingEnv } from './fixtures/upload-helpers.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { grant, ledgerState, succeededModel } from './generation.helpers.js';

const noWait = { sleep: async () => undefined };
const lora = (version: string | null, weightsUrl: string | null = null): ImageRequest['model'] => ({ type: 'flux-lora', version, weightsUrl, mainImageKey: 'models/x/main.jpg' });
const base: ImageRequest['model'] = { type: 'flux-base', version: null, weightsUrl: null, mainImageKey: null };

describe('prompt expansion and rules', () => {
  it('replaces every "model" (and "Model") by trigger word, class and characteristics', () => {
    const identity = { triggerWord: 'TOKAB12', modelClass: 'woman', characteristics: 'blonde-haired,with-glasses' };
    assert.equal(describeModel(identity), 'TOKAB12 woman (blonde haired, with glasses)');
    assert.equal(expandPrompt('Model in Paris', identity), 'TOKAB12 woman (blonde haired, with glasses) in Paris');
    assert.equal(expandPrompt('model', { ...identity, characteristics: '' }), 'TOKAB12 woman');
    assert.equal(expandPrompt('a models meeting with model', { ...identity, characteristics: '' }), 'a models meeting with TOKAB12 woman');
    assert.equal(expandPrompt(' as it is ', null), 'as it is');
    assert.equal(mentionsModel('my model'), true);
    assert.equal(mentionsModel('Model'), true);
    assert.equal(mentionsModel('supermodels'), false);
  });

  it('refuses explicit content, minors and public figures, and lets ordinary prompts through', () => {
    for (const prompt of ['Nude model', 'model, NSFW', 'model as a teenager', 'model aged 15', 'model as a 9 yo', 'model with Elon Musk', 'model with Beyoncé']) {
      assert.notEqual(brokenRule(prompt), null, prompt);
    }
    assert.equal(brokenRule('Naked model')!, 'explicit');
    assert.equal(brokenRule('model with Barack Obama'), 'publicFigures');
    for (const prompt of ['model at 25 years old in a suit', 'model hiking, sunset, 35mm', 'model sitting on the rock by the sea', 'model in a kidney-shaped pool']) {
      assert.equal(brokenRule(prompt), null, prompt);
    }
  });
});

describe('mock engine', () => {
  const photo = face(1);
  const storage: FileStorage = { name: 'local', put: async () => undefined, get: async () => photo, delete: async () => undefined };

  it('draws 768×1024 JPEGs, deterministic for a seed, different per image and per seed', async () => {
    const engine = createMockImageEngine({ storage });
    const request: ImageRequest = { model: lora('mock:1'), prompt: 'TOK woman <script>&"', count: 2, seed: 7 };
    const first = await engine.generate(request);
    const again = await engine.generate(request);
    const other = await engine.generate({ ...request, seed: 8 });
    assert.equal(first.length, 2);
    for (const outcome of first) {
      assert.ok(outcome.ok);
      const meta = await sharp(outcome.bytes).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', MOCK_WIDTH, MOCK_HEIGHT]);
    }
    const bytes = (o: (typeof first)[number]) => (o.ok ? o.bytes : Buffer.alloc(0));
    assert.ok(bytes(first[0]!).equals(bytes(again[0]!)));
    assert.ok(!bytes(first[0]!).equals(bytes(first[1]!)));
    assert.ok(!bytes(first[0]!).equals(bytes(other[0]!)));
    const gradient = await engine.generate({ model: base, prompt: 'a lighthouse', count: 1, seed: 1 });
    assert.ok(gradient[0]!.ok);
  });
});

describe('image outputs', () => {
  it('takes base64 data URIs and refuses what is not an image', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).jpeg().toBuffer();
    const ok = await fetchOutput(`data:image/jpeg;base64,${jpeg.toString('base64')}`);
    assert.ok(ok.ok && ok.contentType === 'image/jpeg');
    assert.equal((await fetchOutput(`data:image/png;base64,${Buffer.from('<html>').toString('base64')}`)).ok, false);
    assert.equal((await fetchOutput('file:///etc/passwd')).ok, false);
    assert.equal((await fetchOutput(null)).ok, false);
  });
});

describe('Replicate image engine against the fake Replicate', () => {
  let fake: FakeReplicate;
  const settings = (): ReplicateImageSettings => ({ apiToken: fake.token, baseUrl: fake.baseUrl, baseModel: 'black-forest-labs/flux-dev', deadlineMs: 60_000,
    inpaintVersion: fake.inpaintVersion, filterVersions: { 'mirage-ghibli': fake.ghibliVersion },
  });
  before(async () => {
    fake = await startFakeReplicate();
  });
  after(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.brokenOutputs.clear();
    fake.state.predictionPlan.dropOutputs = 0;
    fake.autoFinishAfterPolls(2);
  });

  it('creates one prediction on the trained version with num_outputs and explicit settings, then downloads the outputs', async () => {
    const version = fake.trainedVersion();
    const engine = createReplicateImageEngine(settings(), noWait);
    const outcomes = await engine.generate({ model: lora(version), prompt: 'TOK woman', count: 3, seed: 42 });
    assert.deepEqual(outcomes.map((o) => o.ok && o.contentType), ['image/jpeg', 'image/jpeg', 'image/jpeg']);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/predictions')!;
    const body = create.body as { version: string; input: Record<string, unknown> };
    assert.equal(body.version, version.split(':')[1]);
    assert.deepEqual(
      [body.input.prompt, body.input.num_outputs, body.input.aspect_ratio, body.input.output_format, body.input.seed],
      ['TOK woman', 3, '3:4', 'jpg', 42],
    );
    assert.equal(fake.requests.filter((r) => r.path.startsWith('/delivery/')).length, 3);
    assert.ok(fake.requests.some((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/')), 'polled, never run()');
  });

  it('runs flux-base on the official model with its own inputs', async () => {
    const engine = createReplicateImageEngine(settings(), noWait);
    const outcomes = await engine.generate({ model: base, prompt: 'a lighthouse', count: 1, seed: 1 });
    assert.ok(outcomes[0]!.ok);
    const create = fake.requests.find((r) => r.method === 'POST' && r.path.endsWith('/predictions'))!;
    assert.equal(create.path, '/v1/models/black-forest-labs/flux-dev/predictions');
    assert.equal((create.body as { input: { guidance: number } }).input.guidance, 3);
  });

  it('fails only the missing or undownloadable outputs', async () => {
    const engine = createReplicateImageEngine(settings(), noWait);
    fake.state.predictionPlan.dropOutputs = 1;
    fake.brokenOutputs.add('out-0.jpg');
    const outcomes = await engine.generate({ model: lora(fake.trainedVersion()), prompt: 'TOK', count: 4, seed: 1 });
    assert.deepEqual(outcomes.map((o) => o.ok), [false, true, true, false]);
    assert.match((outcomes[0] as { error: string }).error, /404/);
    assert.match((outcomes[3] as { error: string }).error, /fewer images/);
  });

  it('fails every image of a failed prediction, an unknown version, or one past the deadline (then cancels it)', async () => {
    const engine = createReplicateImageEngine(settings(), noWait);
    fake.autoFinishAfterPolls(1, 'failed', 'NSFW content detected');
    const failed = await engine.generate({ model: lora(fake.trainedVersion()), prompt: 'TOK', count: 2, seed: 1 });
    assert.deepEqual(failed.map((o) => !o.ok && o.error), ['Replicate: NSFW content detected', 'Replicate: NSFW content detected']);

    const unknown = await engine.generate({ model: lora(`acme/x:${'a'.repeat(64)}`), prompt: 'TOK', count: 1, seed: 1 });
    assert.match((unknown[0] as { error: string }).error, /404/);
    const mockTrained = await engine.generate({ model: lora('mock:mock-1'), prompt: 'TOK', count: 1, seed: 1 });
    assert.match((mockTrained[0] as { error: string }).error, /no Replicate version/);

    fake.autoFinishAfterPolls(0);
    let clock = 0;
    const slow = createReplicateImageEngine({ ...settings(), deadlineMs: 5000 }, { sleep: async (ms) => void (clock += ms), now: () => clock });
    const late = await slow.generate({ model: lora(fake.trainedVersion()), prompt: 'TOK', count: 1, seed: 1 });
    assert.match((late[0] as { error: string }).error, /did not finish/);
    assert.ok(fake.requests.some((r) => r.path.endsWith('/cancel')));
  });
});

describe('Cog image engine against the fake Cog', () => {
  let cog: FakeCog;
  const TOKEN = 'cog-api-token-0123456789';
  before(async () => {
    cog = await startFakeCog({ apiToken: TOKEN });
  });
  after(() => cog.close());
  beforeEach(() => {
    cog.requests.length = 0;
    Object.assign(cog.control.prediction, { busy: 0, outputs: 'data-uri', dropOutputs: 0, fail: undefined });
  });
  const engine = () => createCogImageEngine({ predictorUrl: cog.url, apiToken: TOKEN, deadlineMs: 30_000 }, noWait);

  it('posts a synchronous prediction with the LoRA weights and decodes data-URI outputs', async () => {
    const outcomes = await engine().generate({ model: lora(null, 'https://weights.example/lora.tar'), prompt: 'TOK man', count: 2, seed: 3 });
    assert.deepEqual(outcomes.map((o) => o.ok), [true, true]);
    const request = cog.requests.find((r) => r.path === '/predictions')!;
    assert.equal(request.headers.authorization, `Bearer ${TOKEN}`);
    const input = (request.body as { input: Record<string, unknown> }).input;
    assert.deepEqual([input.replicate_weights, input.num_outputs, input.aspect_ratio], ['https://weights.example/lora.tar', 2, '3:4']);
  });

  it('downloads URL outputs, waits out a busy server, and reports failures per image', async () => {
    cog.control.prediction.outputs = 'url';
    cog.control.prediction.busy = 2;
    cog.control.prediction.dropOutputs = 1;
    const outcomes = await engine().generate({ model: base, prompt: 'a lighthouse', count: 3, seed: 3 });
    assert.deepEqual(outcomes.map((o) => o.ok), [true, true, false]);
    assert.equal(cog.requests.filter((r) => r.path === '/predictions').length, 3);

    cog.control.prediction.fail = 'CUDA out of memory';
    const failed = await engine().generate({ model: base, prompt: 'x', count: 1, seed: 3 });
    assert.match((failed[0] as { error: string }).error, /CUDA out of memory/);
    const unauthorised = createCogImageEngine({ predictorUrl: cog.url, deadlineMs: 30_000 }, noWait);
    assert.match(((await unauthorised.generate({ model: base, prompt: 'x', count: 1, seed: 3 }))[0] as { error: string }).error, /401/);
  });
});

describe(`gen through the Replicate engine (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let fake: FakeReplicate;
  let server: TestServer;
  before(async () => {
    fake = await startFakeReplicate();
    fake.autoFinishAfterPolls(1);
    server = await startTestServer({
      ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000', IMAGE_ENGINE: 'replicate', REPLICATE_API_TOKEN: fake.token,
      REPLICATE_BASE_URL: fake.baseUrl, REPLICATE_OWNER: fake.owner, REPLICATE_LORA_TRAINER_VERSION: fake.trainerVersion,
    });
  });
  after(async () => {
    await server.close();
    await fake.close();
  });

  it('stores what the provider made and refunds the half it failed', async () => {
    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 100);
    const model = await succeededModel(server, user.accountId, { version: fake.trainedVersion() });
    fake.state.predictionPlan.dropOutputs = 1;
    fake.brokenOutputs.add('out-0.jpg');
    const reply = await user.client.post('replicate-service/gen', { prompt: 'model', modelId: model.publicId, imageCount: 4 });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.status, 'warning');
    assert.equal(reply.body.message, partialGenerationMessage(2, 4));
    const stored = await fetch(`${server.url}${reply.body.outputImages[0].url}`);
    assert.equal(stored.status, 200, 'served from our storage, not the provider');
    const state = await ledgerState(server, user.accountId);
    assert.equal(state.balance, 80);
    assert.equal(state.sum, 80);
  });
});
