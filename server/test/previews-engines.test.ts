// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PREVIEW_STYLES, PREVIEWS_PAUSED_MESSAGE } from 'api-client';
import sharp from 'sharp';
import { createReplicateClient } from '../src/infra/replicate/replicate.client.js';
import { COG_HAS_NO_PREVIEW_MESSAGE, createCogPreviewEngine } from '../src/modules/generation/engines/cog-preview.engine.js';
import { createMockPreviewEngine } from '../src/modules/generation/engines/mock-preview.engine.js';
import { createReplicatePreviewEngine } from '../src/modules/generation/engines/replicate-preview.engine.js';
import type { PreviewRequest } from '../src/modules/generation/index.js';
import { KONTEXT_REAL_LATENCY, NO_LATENCY, startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer } from './helpers/test-server.js';
import { createPreview, face, newDevice } from './previews.helpers.js';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const prompt = PREVIEW_STYLES.professional[0].prompt;

/** A selfie as the preview stores it: upright JPEG of known size. */
async function selfie(width: number, height: number, noise = false): Promise<PreviewRequest['selfie']> {
  const base = noise
    ? sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919 + (i >> 5) * 104729) % 251)), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 210, g: 40, b: 40 } } });
  return { bytes: await base.jpeg({ quality: 95 }).toBuffer(), contentType: 'image/jpeg', width, height };
}

/** The identity-preview engines (docs/previews.md#engines): Replicate's against its contract fake, Cog's refusal, the mock. */
describe('preview engines', () => {
  let fake: FakeReplicate;
  before(async () => {
    fake = await startFakeReplicate({ previewLatency: NO_LATENCY });
  });
  after(() => fake.close());

  const engineOn = (replicate: FakeReplicate, deadlineMs = 30_000) => createReplicatePreviewEngine(
    { apiToken: replicate.token, baseUrl: replicate.baseUrl, model: replicate.previewVersion, deadlineMs },
    { sleep: () => new Promise((resolve) => setTimeout(resolve, 5)) },
  );

  it('replicate: runs the pinned FLUX.1 Kontext version with the input its schema takes, and brings the photo home', async () => {
    const small = await selfie(480, 640);
    const outcome = await engineOn(fake).preview({ selfie: small, prompt, seed: 1234 });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', 864, 1152]);
    const create = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/predictions').at(-1)!.body as Record<string, any>;
    assert.equal(create.version, fake.previewVersion.split(':')[1]);
    assert.deepEqual({ ...create.input, input_image: undefined }, {
      prompt, input_image: undefined, aspect_ratio: '3:4', output_format: 'jpg', safety_tolerance: 2, prompt_upsampling: false, seed: 1234,
    });
    assert.equal(create.input.input_image, `data:image/jpeg;base64,${small.bytes.toString('base64')}`, 'a small selfie goes inline');
  });

  it('replicate: a selfie over 256 KB goes through POST /files first', async () => {
    const large = await selfie(1200, 1600, true);
    assert.ok(large.bytes.length > 256 * 1024);
    const outcome = await engineOn(fake).preview({ selfie: large, prompt, seed: 7 });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    const create = fake.requests.filter((r) => r.path === '/v1/predictions').at(-1)!.body as Record<string, any>;
    assert.match(create.input.input_image, /\/v1\/files\/[a-z0-9]+$/);
    assert.equal(fake.requests.filter((r) => r.path === '/v1/files').length, 1);
  });

  it("the fake holds to the model's schema: unknown inputs, a wrong ratio, too lenient a safety level, no image", async () => {
    const client = createReplicateClient({ apiToken: fake.token, baseUrl: fake.baseUrl });
    const version = fake.previewVersion.split(':')[1]!;
    const image = `data:image/jpeg;base64,${(await selfie(64, 64)).bytes.toString('base64')}`;
    for (const [input, problem] of [
      [{ prompt, input_image: image, num_outputs: 2 }, /input\.num_outputs: is not an input of this model/],
      [{ prompt, input_image: image, aspect_ratio: '3:5' }, /input\.aspect_ratio: must be one of/],
      [{ prompt, input_image: image, safety_tolerance: 5 }, /2 is the maximum allowed when input images are used/],
      [{ prompt, input_image: 'data:image/jpeg;base64,bm90IGFuIGltYWdl' }, /input\.input_image: is not an image/],
      [{ input_image: image }, /input\.prompt: is required/],
    ] as const) {
      await assert.rejects(client.predictions.create({ version, input }), (error: Error) => /422/.test(error.message) && problem.test(error.message));
    }
  });

  it('replicate: a failed prediction and one past the deadline are failed photos, the latter canceled', async () => {
    const slow = await startFakeReplicate(); // ends only when told
    try {
      const timedOut = await engineOn(slow, 50).preview({ selfie: await selfie(64, 64), prompt, seed: 1 });
      assert.deepEqual(timedOut, { ok: false, error: 'Replicate did not finish the preview within 0.05 s' });
      assert.ok(slow.requests.some((r) => /\/predictions\/[a-z0-9]+\/cancel$/.test(r.path)));
      slow.autoFinishAfterPolls(1, 'failed', 'NSFW content detected');
      const failed = await engineOn(slow).preview({ selfie: await selfie(64, 64), prompt, seed: 1 });
      assert.deepEqual(failed, { ok: false, error: 'Replicate: NSFW content detected' });
    } finally {
      await slow.close();
    }
  });

  it('replicate, at the model\'s real latency (slow: 6-12 s): the prediction is polled until it ends by itself', async () => {
    const real = await startFakeReplicate({ previewLatency: KONTEXT_REAL_LATENCY });
    try {
      const engine = createReplicatePreviewEngine({ apiToken: real.token, baseUrl: real.baseUrl, model: real.previewVersion, deadlineMs: 60_000 });
      const outcome = await engine.preview({ selfie: await selfie(64, 64), prompt, seed: 3 });
      assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
      assert.ok(real.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/')).length > 1, 'polled while it ran');
    } finally {
      await real.close();
    }
  });

  it('cog: says that no self-hosted identity model exists, as an outcome', async () => {
    const engine = createCogPreviewEngine();
    assert.equal(engine.available, false);
    assert.deepEqual(await engine.preview({ selfie: await selfie(64, 64), prompt, seed: 1 }), { ok: false, error: COG_HAS_NO_PREVIEW_MESSAGE });
  });

  it('mock: draws on the selfie, labelled', async () => {
    const outcome = await createMockPreviewEngine().preview({ selfie: await selfie(480, 640), prompt, seed: 9 });
    assert.ok(outcome.ok);
    const { data, info } = await sharp(outcome.bytes).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height], [1, 1]);
    const [r, g, b] = [...data];
    assert.ok(r! > g! + 40 && r! > b! + 40, `the red selfie shows through (${r}, ${g}, ${b})`);
    assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.width, m.height]), [768, 1024]);
  });
});

describe(`free preview on the configured engines (${database})`, () => {
  it('IMAGE_ENGINE=replicate: two photos from the fake, each stored at once', async () => {
    const fake = await startFakeReplicate({ previewLatency: NO_LATENCY });
    const server = await startTestServer({
      RATE_LIMIT_PER_MINUTE: '1000', IMAGE_ENGINE: 'replicate', REPLICATE_API_TOKEN: fake.token, REPLICATE_BASE_URL: fake.baseUrl,
      REPLICATE_OWNER: fake.owner, REPLICATE_LORA_TRAINER_VERSION: fake.trainerVersion, REPLICATE_PREVIEW_MODEL: fake.previewVersion,
    });
    try {
      const { client } = await createSignedInUser(server);
      const created = await createPreview(server, client, [face(5)], { ip: '10.6.0.1', device: newDevice() });
      assert.equal(created.status, 200);
      await server.drainJobs();
      const preview = (await client.get(`preview-service/preview/${created.body.previewId}`)).body;
      assert.deepEqual([preview.status, preview.images.length], ['succeeded', 2]);
      const creates = fake.requests.filter((r) => r.path === '/v1/predictions');
      assert.deepEqual(creates.map((r) => (r.body as any).input.prompt).sort(), PREVIEW_STYLES.single.map((style) => style.prompt).sort());
    } finally {
      await server.close();
      await fake.close();
    }
  });

  it('IMAGE_ENGINE=cog: previews are paused, nothing is used up', async () => {
    const server = await startTestServer({
      RATE_LIMIT_PER_MINUTE: '1000', IMAGE_ENGINE: 'cog', COG_TRAINER_URL: 'http://127.0.0.1:9', COG_WEBHOOK_TOKEN: 'a-webhook-token-of-16+',
    });
    try {
      const { client, accountId } = await createSignedInUser(server);
      assert.deepEqual((await client.get('preview-service/mine')).body, { preview: null, available: false, reason: 'paused', retentionHours: 24 });
      const refused = await createPreview(server, client, [face(6)], { ip: '10.6.0.2', device: newDevice() });
      assert.deepEqual([refused.status, refused.body.message], [429, PREVIEWS_PAUSED_MESSAGE]);
      assert.equal((await server.system.db.selectFrom('previews').select('id').where('account_id', '=', accountId).execute()).length, 0);
    } finally {
      await server.close();
    }
  });
});
