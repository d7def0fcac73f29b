// @test-databases pglite
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { upscaledSize } from 'api-client';
import sharp from 'sharp';
import { createReplicateClient } from '../src/infra/replicate/replicate.client.js';
import { COG_HAS_NO_OUTFIT_MESSAGE, createCogOutfitEngine } from '../src/modules/generation/engines/cog-outfit.engine.js';
import { createReplicateOutfitEngine, outfitPrompt } from '../src/modules/generation/engines/replicate-outfit.engine.js';
import { createReplicateUpscaleEngine, modelScale } from '../src/modules/generation/engines/replicate-upscale.engine.js';
import type { OutfitRequest, UpscaleRequest } from '../src/modules/generation/index.js';
import { jsonBody, startFakeHttpServer, type FakeReply } from './fakes/fake-http.js';
import { checkFluxInput, type Rule } from './fakes/flux-input-check.js';
import { KONTEXT_REAL_LATENCY, NO_LATENCY, REAL_ESRGAN_REAL_LATENCY, startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';

type Photo = OutfitRequest['image'];

/** A photo as the product stores it: upright JPEG of known size; `noise` makes one too large to go inline (over 256 KB). */
async function photo(width: number, height: number, noise = false): Promise<Photo> {
  const base = noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 200, g: 170, b: 140 } } });
  return { bytes: await base.jpeg({ quality: 95 }).toBuffer(), contentType: 'image/jpeg', width, height };
}

/** Time that passes only when the engine sleeps: the model's real latency without waiting for it. */
function virtualClock() {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms) };
}

/** Mean RGB of the photo's lower fifth (where the clothes are in a portrait). */
async function lowerColour(jpeg: Buffer): Promise<number[]> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  const from = Math.floor(info.height * 0.8);
  for (let i = from * info.width * 3; i < data.length; i += 3) for (let c = 0; c < 3; c += 1) sum[c]! += data[i + c]!;
  return sum.map((value) => value / ((info.height - from) * info.width));
}

const created = (fake: FakeReplicate) => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/predictions').at(-1)!.body as {
  version: string; input: Record<string, unknown>;
};
const idOf = (version: string) => version.split(':')[1]!;
const dataUri = (image: Photo) => `data:image/jpeg;base64,${image.bytes.toString('base64')}`;
const outfit = { outfit: 'a navy wool suit with a white shirt', colours: null, seed: 42 };

describe('outfit and upscale on Replicate (contract fake)', () => {
  let fake: FakeReplicate;
  before(async () => {
    fake = await startFakeReplicate({ outfitLatency: NO_LATENCY, upscaleLatency: NO_LATENCY });
  });
  after(() => fake.close());

  const outfitEngine = (replicate: FakeReplicate, deadlineMs = 30_000, clock = virtualClock()) => createReplicateOutfitEngine(
    { apiToken: replicate.token, baseUrl: replicate.baseUrl, version: replicate.outfitVersion, deadlineMs }, clock,
  );
  const upscaleEngine = (replicate: FakeReplicate, deadlineMs = 30_000, clock = virtualClock(), fetch?: typeof globalThis.fetch) => createReplicateUpscaleEngine(
    { apiToken: replicate.token, baseUrl: replicate.baseUrl, version: replicate.upscaleVersion, deadlineMs }, { ...clock, fetch },
  );

  it('outfit: runs the pinned Kontext version with the input its schema takes, and copies the photo home at once', async () => {
    const image = await photo(240, 320);
    const outcome = await outfitEngine(fake).changeOutfit({ image, ...outfit });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    const body = created(fake);
    assert.equal(body.version, idOf(fake.outfitVersion));
    assert.deepEqual(body.input, {
      prompt: outfitPrompt(outfit.outfit), input_image: dataUri(image), aspect_ratio: 'match_input_image', output_format: 'jpg',
      safety_tolerance: 2, prompt_upsampling: false, seed: 42,
    });
    assert.equal(outfitPrompt('a red dress'),
      "Change the clothes to a red dress. Keep the person's face, hair, expression, pose, body and the background exactly the same.");
    // Downloaded right after the poll that saw it succeed, once: Replicate deletes outputs within the hour.
    const tail = fake.requests.slice(-2).map((r) => `${r.method} ${r.path.replace(/[a-z0-9]{26}/, 'ID')}`);
    assert.deepEqual(tail, ['GET /v1/predictions/ID', 'GET /delivery/ID/output.jpg']);
    assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', 240, 320]);
    const [before, made] = [await lowerColour(image.bytes), await lowerColour(outcome.bytes)];
    assert.ok(Math.hypot(...before.map((v, i) => v - made[i]!)) > 60, `the clothes changed visibly (${before} → ${made})`);
  });

  it('upscale: runs the pinned Real-ESRGAN version (face enhance off) and answers a JPEG of exactly the target', async () => {
    const image = await photo(300, 400);
    const request: UpscaleRequest = { image, scale: 2, width: 600, height: 800 };
    const outcome = await upscaleEngine(fake).upscale(request);
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    const body = created(fake);
    assert.equal(body.version, idOf(fake.upscaleVersion));
    assert.deepEqual(body.input, { image: dataUri(image), scale: 2, face_enhance: false });
    const tail = fake.requests.slice(-2).map((r) => `${r.method} ${r.path.replace(/[a-z0-9]{26}/, 'ID')}`);
    assert.deepEqual(tail, ['GET /v1/predictions/ID', 'GET /delivery/ID/output.png'], 'the model answers a PNG, downloaded at once');
    assert.equal(outcome.contentType, 'image/jpeg');
    assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', 600, 800]);
  });

  it('upscale: a capped target asks the model for the factor that reaches it, then is made exactly that size', async () => {
    const image = await photo(1200, 900);
    const size = upscaledSize(1200, 900, 4); // past 4096 px on the long side: capped
    assert.equal(size.capped, true);
    const outcome = await upscaleEngine(fake).upscale({ image, scale: 4, width: size.width, height: size.height });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    const sent = created(fake).input.scale as number;
    assert.ok(sent < 4 && Math.abs(sent - 4096 / 1200) < 1e-9, `asked for ${sent}×, not 4×`);
    assert.equal(sent, modelScale({ image, scale: 4, width: size.width, height: size.height }));
    assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', size.width, size.height]);
  });

  it('upscale: an output a pixel short of the target (the model truncates w × scale) is resized to it', async () => {
    // Capped at 1000 px: 200 × 277 → 722 × 1000, for which the model answers int(277 × 3.61…) = 999 px.
    const request = { image: await photo(200, 277), scale: 4 as const, width: 722, height: 1000 };
    assert.equal(Math.trunc(277 * modelScale(request)), 999);
    const outcome = await upscaleEngine(fake).upscale(request);
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', 722, 1000]);
  });

  it('upscale: a 4096 px PNG over the 25 MB other outputs may weigh is still brought home, as the JPEG', async () => {
    const [width, height] = [4096, 3072];
    const png = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    assert.ok(png.length > 25 * 1024 * 1024, `${png.length} bytes`);
    const served = async (url: string | URL | Request, init?: RequestInit) => String(url).includes('/delivery/')
      ? new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png', 'content-length': String(png.length) } })
      : fetch(url, init);
    const outcome = await upscaleEngine(fake, 30_000, virtualClock(), served).upscale({ image: await photo(1024, 768), scale: 4, width, height });
    assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
    assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', width, height]);
  });

  it('a photo over 256 KB goes through POST /files first, for both models', async () => {
    const large = await photo(520, 700, true);
    assert.ok(large.bytes.length > 256 * 1024);
    const files = () => fake.requests.filter((r) => r.path === '/v1/files').length;
    const before = files();
    const changed = await outfitEngine(fake).changeOutfit({ image: large, ...outfit });
    assert.ok(changed.ok, changed.ok ? '' : changed.error);
    assert.match(String(created(fake).input.input_image), /\/v1\/files\/[a-z0-9]+$/);
    const upscaled = await upscaleEngine(fake).upscale({ image: large, scale: 2, width: 1040, height: 1400 });
    assert.ok(upscaled.ok, upscaled.ok ? '' : upscaled.error);
    assert.match(String(created(fake).input.image), /\/v1\/files\/[a-z0-9]+$/);
    assert.equal(files() - before, 2);
  });

  it("the fake holds to each model's published input schema (422)", async () => {
    const client = createReplicateClient({ apiToken: fake.token, baseUrl: fake.baseUrl });
    const image = dataUri(await photo(64, 64));
    const notAnImage = 'data:image/jpeg;base64,bm90IGFuIGltYWdl';
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      [fake.outfitVersion, { prompt: 'x', input_image: image, num_outputs: 2 }, /input\.num_outputs: is not an input of this model/],
      [fake.outfitVersion, { prompt: 'x', input_image: image, aspect_ratio: 'match_input' }, /input\.aspect_ratio: must be one of/],
      [fake.outfitVersion, { prompt: 'x', input_image: image, safety_tolerance: 5 }, /2 is the maximum allowed when input images are used/],
      [fake.outfitVersion, { prompt: 'x', input_image: notAnImage }, /input\.input_image: is not an image/],
      [fake.outfitVersion, { input_image: image }, /input\.prompt: is required/],
      [fake.upscaleVersion, { image, scale: 12 }, /input\.scale: must be at most 10/],
      [fake.upscaleVersion, { image, face_enhance: 'yes' }, /input\.face_enhance: must be a boolean/],
      [fake.upscaleVersion, { image, scale: 2, output_format: 'jpg' }, /input\.output_format: is not an input of this model/],
      [fake.upscaleVersion, { image, prompt: 'sharper' }, /input\.prompt: is not an input of this model/],
      [fake.upscaleVersion, { scale: 2 }, /input\.image: is required/],
      [fake.upscaleVersion, { image: notAnImage }, /input\.image: is not an image/],
    ];
    for (const [version, input, problem] of cases) {
      await assert.rejects(client.predictions.create({ version: idOf(version), input }),
        (error: Error) => /422/.test(error.message) && problem.test(error.message), `${JSON.stringify(input).slice(0, 80)} → ${problem}`);
    }
  });

  it('a failed prediction, one past the deadline (canceled) and a lost output are failure outcomes', async () => {
    const slow = await startFakeReplicate(); // its predictions end only when told
    try {
      const cancels = () => slow.requests.filter((r) => /\/predictions\/[a-z0-9]+\/cancel$/.test(r.path)).length;
      const image = await photo(64, 64);
      assert.deepEqual(await outfitEngine(slow, 10_000).changeOutfit({ image, ...outfit }),
        { ok: false, error: 'Replicate did not finish the outfit change within 10 s' });
      assert.equal(cancels(), 1);
      assert.deepEqual(await upscaleEngine(slow, 10_000).upscale({ image, scale: 2, width: 128, height: 128 }),
        { ok: false, error: 'Replicate did not finish the upscale within 10 s' });
      assert.equal(cancels(), 2);
      assert.ok([...slow.state.jobs.values()].every((job) => job.status === 'canceled'));

      slow.autoFinishAfterPolls(1, 'failed', 'CUDA out of memory');
      assert.deepEqual(await outfitEngine(slow).changeOutfit({ image, ...outfit }), { ok: false, error: 'Replicate: CUDA out of memory' });
      assert.deepEqual(await upscaleEngine(slow).upscale({ image, scale: 2, width: 128, height: 128 }), { ok: false, error: 'Replicate: CUDA out of memory' });

      // Succeeded, but its file already gone: a failure too, not an empty photo.
      slow.autoFinishAfterPolls(1);
      slow.brokenOutputs.add('output.png');
      assert.deepEqual(await upscaleEngine(slow).upscale({ image, scale: 2, width: 128, height: 128 }), { ok: false, error: 'downloading output.png answered 404' });
    } finally {
      await slow.close();
    }
  });

  it("at each model's real latency (Kontext 6-12 s, Real-ESRGAN 3-30 s), driven by an injected clock: polled until it ends by itself", async () => {
    const clock = virtualClock();
    const real = await startFakeReplicate({ clock: clock.now, outfitLatency: KONTEXT_REAL_LATENCY, upscaleLatency: REAL_ESRGAN_REAL_LATENCY });
    try {
      const image = await photo(96, 128);
      for (const [run, latency] of [
        [() => outfitEngine(real, 240_000, clock).changeOutfit({ image, ...outfit }), KONTEXT_REAL_LATENCY],
        [() => upscaleEngine(real, 240_000, clock).upscale({ image, scale: 4, width: 384, height: 512 }), REAL_ESRGAN_REAL_LATENCY],
      ] as const) {
        const reads = () => real.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/predictions/')).length;
        const [start, polls] = [clock.now(), reads()];
        const outcome = await run();
        assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
        const took = clock.now() - start;
        // Asked at most every second (PREVIEW_POLLING), so seen at most a second after it ended.
        assert.ok(took >= latency.minMs && took <= latency.maxMs + 1000, `ended after ${took} ms of model time`);
        assert.ok(reads() - polls > 3, 'polled while it ran');
      }
    } finally {
      await real.close();
    }
  });
});

/** Qwen-Image-Edit's input as Replicate publishes it for qwen/qwen-image-edit: what the self-hosted Cog server takes. */
const QWEN_EDIT_INPUT: Record<string, Rule> = {
  prompt: { type: 'string' }, image: { type: 'string' }, seed: { type: 'integer' }, go_fast: { type: 'boolean' },
  aspect_ratio: { type: 'string', enum: ['1:1', '16:9', '9:16', '4:3', '3:4', 'match_input_image'] },
  output_format: { type: 'string', enum: ['webp', 'jpg', 'png'] }, output_quality: { type: 'integer', min: 0, max: 100 },
  disable_safety_checker: { type: 'boolean' },
};

/**
 * A small fake Cog server running Qwen-Image-Edit (Cog's HTTP API, CONTRACTS.md D): synchronous POST /predictions;
 * unknown inputs dropped, wrong values 422 with Cog's detail list; 409 while busy; the photo answered as a data URI
 * list (Qwen's output is a list), the input's size with the clothes repainted.
 */
async function startFakeCogOutfit(options: { apiToken?: string } = {}) {
  const control = { busy: 0 };
  const inputs: Array<Record<string, unknown>> = [];
  async function predict(input: Record<string, unknown>): Promise<FakeReply> {
    const problems = checkFluxInput(QWEN_EDIT_INPUT, input).filter((p) => !p.endsWith('is not an input of this model'));
    const image = /^data:image\/\w+;base64,(.+)$/.exec(String(input.image ?? ''));
    if (!image && !problems.length) problems.push('input.image: must be a data URI');
    if (problems.length) {
      return { status: 422, body: { detail: problems.map((p) => ({ loc: ['body', 'input', p.split(':')[0]!.replace('input.', '')], msg: p.split(': ')[1], type: 'value_error' })) } };
    }
    const source = sharp(Buffer.from(image![1]!, 'base64'));
    const { width = 1, height = 1 } = await source.metadata();
    const top = Math.round(height * 0.45);
    const clothes = await sharp({ create: { width, height: height - top, channels: 3, background: { r: 120, g: 20, b: 40 } } }).png().toBuffer();
    const edited = await source.composite([{ input: clothes, top, left: 0 }]).jpeg({ quality: Number(input.output_quality ?? 95) }).toBuffer();
    return { status: 200, body: { id: 'p1', status: 'succeeded', output: [`data:image/jpeg;base64,${edited.toString('base64')}`], logs: '', metrics: { predict_time: 14.2 } } };
  }
  const server = await startFakeHttpServer(async (request) => {
    if (request.method !== 'POST' || request.path !== '/predictions') return { status: 404, body: { detail: 'Not Found' } };
    if (options.apiToken && request.headers.authorization !== `Bearer ${options.apiToken}`) return { status: 401, body: { detail: 'Unauthorized' } };
    if (control.busy > 0) {
      control.busy -= 1;
      return { status: 409, body: { error: 'At capacity - all prediction slots busy', status: 'failed' } };
    }
    const parsed = jsonBody(request);
    const input = (parsed.ok ? (parsed.value as { input?: Record<string, unknown> }).input : undefined) ?? {};
    inputs.push(input);
    return predict(input);
  });
  return { url: server.origin, control, inputs, close: server.close };
}

describe('outfit on Cog (self-hosted Qwen-Image-Edit)', () => {
  it('without COG_OUTFIT_URL: not available, and says so without calling anything', async () => {
    const calls: string[] = [];
    const engine = createCogOutfitEngine({ url: undefined, deadlineMs: 30_000 }, { fetch: async (url) => (calls.push(String(url)), new Response('{}')) });
    assert.equal(engine.available, false);
    assert.equal(engine.name, 'cog');
    assert.deepEqual(await engine.changeOutfit({ image: await photo(64, 64), ...outfit }), { ok: false, error: COG_HAS_NO_OUTFIT_MESSAGE });
    assert.deepEqual(calls, []);
  });

  it('with COG_OUTFIT_URL: posts the Qwen input (with its token), waits out a busy server, and answers the photo', async () => {
    const cog = await startFakeCogOutfit({ apiToken: 'a-cog-api-token-of-16+' });
    try {
      cog.control.busy = 1;
      const waits: number[] = [];
      const clock = virtualClock();
      const engine = createCogOutfitEngine({ url: `${cog.url}/`, apiToken: 'a-cog-api-token-of-16+', deadlineMs: 60_000 }, {
        now: clock.now, sleep: async (ms) => { waits.push(ms); await clock.sleep(ms); },
      });
      assert.equal(engine.available, true);
      const image = await photo(240, 320);
      const outcome = await engine.changeOutfit({ image, ...outfit });
      assert.ok(outcome.ok, outcome.ok ? '' : outcome.error);
      assert.deepEqual(waits, [2000], 'asked again once after the 409');
      assert.deepEqual(cog.inputs.at(-1), {
        prompt: outfitPrompt(outfit.outfit), image: dataUri(image), aspect_ratio: 'match_input_image', go_fast: false,
        output_format: 'jpg', output_quality: 90, seed: 42,
      });
      assert.deepEqual(await sharp(outcome.bytes).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', 240, 320]);
      const [before, made] = [await lowerColour(image.bytes), await lowerColour(outcome.bytes)];
      assert.ok(Math.hypot(...before.map((v, i) => v - made[i]!)) > 60, 'the clothes changed visibly');
    } finally {
      await cog.close();
    }
  });

  it('the fake Cog server drops unknown inputs and refuses wrong values (422), which the engine reports as a failure', async () => {
    const cog = await startFakeCogOutfit();
    try {
      const post = (input: Record<string, unknown>) => fetch(`${cog.url}/predictions`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input }),
      });
      const image = dataUri(await photo(64, 64));
      assert.equal((await post({ prompt: 'x', image, num_outputs: 3 })).status, 200, 'an unknown input is dropped');
      const refused = await post({ prompt: 'x', image, output_format: 'gif', output_quality: 101 });
      assert.equal(refused.status, 422);
      assert.deepEqual(((await refused.json()) as { detail: Array<{ loc: string[] }> }).detail.map((d) => d.loc.at(-1)), ['output_format', 'output_quality']);
      assert.equal((await post({ image })).status, 422, 'the prompt is required');

      const broken = createCogOutfitEngine({ url: cog.url, deadlineMs: 30_000 }, {
        fetch: (url, init) => fetch(url, { ...init, body: String(init?.body).replace('"output_format":"jpg"', '"output_format":"gif"') }),
      });
      assert.deepEqual(await broken.changeOutfit({ image: await photo(64, 64), ...outfit }), {
        ok: false, error: 'the Cog outfit server rejected the input (422): output_format: must be one of webp, jpg, png',
      });
    } finally {
      await cog.close();
    }
  });
});
