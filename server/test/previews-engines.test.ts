// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PREVIEW_STYLES, PREVIEWS_PAUSED_MESSAGE } from 'api-client';
import sharp, { type Sharp } from 'sharp';
import { createReplicateClient } from '../src/infra/replicate/replicate.client.js';
import { COG_HAS_NO_PREVIEW_MESSAGE, createCogPreviewEngine } from '../src/modules/generation/engines/cog-preview.engine.js';
import { createMockPreviewEngine, CUT_OUT_MAX_SIDE, frameOf } from '../src/modules/generation/engines/mock-preview.engine.js';
import { createBackdropRenderer } from '../src/infra/segmentation/backdrop-renderer.js';
import { createReplicatePreviewEngine } from '../src/modules/generation/engines/replicate-preview.engine.js';
import type { PreviewRequest } from '../src/modules/generation/index.js';
import { KONTEXT_REAL_LATENCY, NO_LATENCY, startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer } from './helpers/test-server.js';
import { createPreview, face, fetchFile, newDevice } from './previews.helpers.js';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const { prompt, key: style } = PREVIEW_STYLES.professional[0];

/** A selfie as the preview stores it: upright JPEG of known size. */
async function plainSelfie(width: number, height: number, noise = false): Promise<PreviewRequest['selfie']> {
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
    const small = await plainSelfie(480, 640);
    const outcome = await engineOn(fake).preview({ selfie: small, prompt, style, seed: 1234 });
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
    const large = await plainSelfie(1200, 1600, true);
    assert.ok(large.bytes.length > 256 * 1024);
    const outcome = await engineOn(fake).preview({ selfie: large, prompt, style, seed: 7 });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    const create = fake.requests.filter((r) => r.path === '/v1/predictions').at(-1)!.body as Record<string, any>;
    assert.match(create.input.input_image, /\/v1\/files\/[a-z0-9]+$/);
    assert.equal(fake.requests.filter((r) => r.path === '/v1/files').length, 1);
  });

  it("the fake holds to the model's schema: unknown inputs, a wrong ratio, too lenient a safety level, no image", async () => {
    const client = createReplicateClient({ apiToken: fake.token, baseUrl: fake.baseUrl });
    const version = fake.previewVersion.split(':')[1]!;
    const image = `data:image/jpeg;base64,${(await plainSelfie(64, 64)).bytes.toString('base64')}`;
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
      const timedOut = await engineOn(slow, 50).preview({ selfie: await plainSelfie(64, 64), prompt, style, seed: 1 });
      assert.deepEqual(timedOut, { ok: false, error: 'Replicate did not finish the preview within 0.05 s' });
      assert.ok(slow.requests.some((r) => /\/predictions\/[a-z0-9]+\/cancel$/.test(r.path)));
      slow.autoFinishAfterPolls(1, 'failed', 'NSFW content detected');
      const failed = await engineOn(slow).preview({ selfie: await plainSelfie(64, 64), prompt, style, seed: 1 });
      assert.deepEqual(failed, { ok: false, error: 'Replicate: NSFW content detected' });
    } finally {
      await slow.close();
    }
  });

  it('replicate, at the model\'s real latency (slow: 6-12 s): the prediction is polled until it ends by itself', async () => {
    const real = await startFakeReplicate({ previewLatency: KONTEXT_REAL_LATENCY });
    try {
      const engine = createReplicatePreviewEngine({ apiToken: real.token, baseUrl: real.baseUrl, model: real.previewVersion, deadlineMs: 60_000 });
      const outcome = await engine.preview({ selfie: await plainSelfie(64, 64), prompt, style, seed: 3 });
      assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
      assert.ok(real.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/')).length > 1, 'polled while it ran');
    } finally {
      await real.close();
    }
  });

  it('cog: says that no self-hosted identity model exists, as an outcome', async () => {
    const engine = createCogPreviewEngine();
    assert.equal(engine.available, false);
    assert.deepEqual(await engine.preview({ selfie: await plainSelfie(64, 64), prompt, style, seed: 1 }), { ok: false, error: COG_HAS_NO_PREVIEW_MESSAGE });
  });

});

/** Mean RGB of a box of raw RGB pixels (x, y, w, h in pixels). */
function meanColour(raw: { data: Buffer; width: number }, box: { x: number; y: number; w: number; h: number }): number[] {
  const sum = [0, 0, 0];
  for (let y = box.y; y < box.y + box.h; y += 1) {
    for (let x = box.x; x < box.x + box.w; x += 1) for (let c = 0; c < 3; c += 1) sum[c]! += raw.data[(y * raw.width + x) * 3 + c]!;
  }
  return sum.map((value) => value / (box.w * box.h));
}
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, i) => value - b[i]!));

/** The photo's top corners (a tenth of its width and height each): the background of a head-and-shoulders photo. */
async function cornerColours(jpeg: Buffer): Promise<number[][]> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [w, h] = [Math.round(info.width / 10), Math.round(info.height / 10)];
  return [meanColour({ data, width: info.width }, { x: 0, y: 0, w, h }), meanColour({ data, width: info.width }, { x: info.width - w, y: 0, w, h })];
}

/**
 * The offline engine on the embedded default (IMAGE_ENGINE=mock): the person of the selfie, cut out by
 * the local segmentation model in the backdrop's worker thread, in each style's own setting.
 */
describe('preview engines: the offline (mock) engine', () => {
  const cutter = createBackdropRenderer();
  after(() => cutter.close());
  const selfieBytes = face(1);
  const selfie = { bytes: selfieBytes, contentType: 'image/jpeg' as const, width: 360, height: 360 };
  const [linkedin, outdoor] = PREVIEW_STYLES.professional;

  it("shows each style's setting: the two photos of one selfie differ clearly from each other and from the selfie", async () => {
    const engine = createMockPreviewEngine({ cutter });
    const photos = [];
    for (const { key, prompt: stylePrompt } of [linkedin, outdoor]) {
      const outcome = await engine.preview({ selfie, prompt: stylePrompt, style: key, seed: 9 });
      assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
      assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', 768, 1024]);
      photos.push(outcome.bytes);
    }
    // What the engine drew before: the selfie itself, cover-cropped (and lightly tinted).
    const tinted = await sharp(selfieBytes).resize(768, 1024, { fit: 'cover', position: 'attention' }).jpeg().toBuffer();
    const [studio, park, own] = await Promise.all([...photos, tinted].map(cornerColours));
    // Two tints of one selfie differ by at most ~20 levels; two settings by far more.
    for (const corner of [0, 1]) {
      assert.ok(distance(studio![corner]!, park![corner]!) > 40, `the studio and the park differ (${studio![corner]} vs ${park![corner]})`);
      for (const [name, photo] of [['studio', studio!], ['park', park!]] as const) {
        assert.ok(distance(photo[corner]!, own![corner]!) > 40, `the ${name} is not the selfie's own background (${photo[corner]} vs ${own![corner]})`);
      }
    }
    // The studio is grey, the park's sky blue.
    const [r, g, b] = studio![0]!;
    assert.ok(Math.max(r!, g!, b!) - Math.min(r!, g!, b!) < 20 && r! > 120, `a grey studio (${studio![0]})`);
    const [sr, , sb] = park![0]!;
    assert.ok(sb! > sr! + 30 && sb! > 150, `a blue sky (${park![0]})`);
  });

  it("keeps the person's own pixels: only scaled into the frame, not graded", async () => {
    const engine = createMockPreviewEngine({ cutter });
    for (const { key, prompt: stylePrompt } of [linkedin, outdoor]) {
      const outcome = await engine.preview({ selfie, prompt: stylePrompt, style: key, seed: 3 });
      assert.ok(outcome.ok);
      // The same window of the selfie, scaled the same way, where the cut-out is fully the person.
      const cut = await cutter.cutOut(selfieBytes, { maxSide: CUT_OUT_MAX_SIDE });
      const frame = frameOf(cut, key === 'linkedin' ? 'headshot' : 'portrait');
      const scaled = (input: Sharp, channels: number) => input.extract(frame).resize(768, 1024, { fit: 'fill', kernel: 'lanczos3' })
        .extractChannel(channels === 4 ? 3 : 0).raw().toBuffer();
      const alpha = await scaled(sharp(cut.rgba, { raw: { width: cut.width, height: cut.height, channels: 4 } }), 4);
      const expected = await sharp(selfieBytes).extract(frame).resize(768, 1024, { fit: 'fill', kernel: 'lanczos3' }).removeAlpha().raw().toBuffer();
      const made = await sharp(outcome.bytes).removeAlpha().raw().toBuffer();
      let pixels = 0;
      let difference = 0;
      for (let i = 0; i < alpha.length; i += 1) {
        if (alpha[i]! < 255) continue;
        pixels += 1;
        for (let c = 0; c < 3; c += 1) difference += Math.abs(made[i * 3 + c]! - expected[i * 3 + c]!);
      }
      assert.ok(pixels > 768 * 1024 * 0.3, `the person fills a good part of the photo (${pixels} pixels)`);
      assert.ok(difference / (pixels * 3) < 4, `${key}: the person's pixels differ by ${(difference / (pixels * 3)).toFixed(2)} levels on average`);
    }
  });

  it('a photo with nobody in it is a failed photo, said as such', async () => {
    const outcome = await createMockPreviewEngine({ cutter }).preview({ selfie: await plainSelfie(480, 640), prompt, style, seed: 9 });
    assert.equal(outcome.ok, false);
    assert.match(outcome.ok ? '' : outcome.error, /could not place the person: No person was found/);
  });
});

describe(`free preview on the configured engines (${database})`, () => {
  it('IMAGE_ENGINE=mock (the embedded default): the two stored photos show two settings, watermarked, with the Example mark', async () => {
    const server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const { client } = await createSignedInUser(server); // persona 'single': coffee shop, then outdoors
      const created = await createPreview(server, client, [face(1)], { ip: '10.6.0.3', device: newDevice() });
      assert.equal(created.status, 200);
      await server.drainJobs();
      const preview = (await client.get(`preview-service/preview/${created.body.previewId}`)).body;
      assert.deepEqual([preview.status, preview.images.map((image: { style: string }) => image.style)], ['succeeded', ['cafe', 'outdoor']]);
      const [cafe, park] = await Promise.all(preview.images.map(async (image: { url: string }) =>
        cornerColours((await fetchFile(server, image.url)).bytes)));
      for (const corner of [0, 1]) assert.ok(distance(cafe![corner]!, park![corner]!) > 40, `two settings (${cafe![corner]} vs ${park![corner]})`);
      const made = await server.system.db.selectFrom('previews').select('engine').where('public_id', '=', created.body.previewId).executeTakeFirstOrThrow();
      assert.equal(made.engine, 'mock');
    } finally {
      await server.close();
    }
  });

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
