// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  NOT_ENOUGH_CREDITS_MESSAGE, OUTFIT_FACE_OVER_CAP_MESSAGE, OUTFIT_FACE_REFUNDED_MESSAGE, OUTFIT_FAILED_MESSAGE, OUTFIT_UNAVAILABLE_MESSAGE,
  PROMPT_NOT_ALLOWED_MESSAGE, UPSCALE_FAILED_MESSAGE, UPSCALE_TOO_LARGE_MESSAGE,
} from 'api-client';
import { createMockImageEngine } from '../src/modules/generation/engines/mock-image.engine.js';
import type { OutfitEngine, OutfitRequest, UpscaleEngine, UpscaleRequest } from '../src/modules/generation/index.js';
import { face, onePerson, trainingEnv } from './fixtures/upload-helpers.js';
import { grant, ledgerState, succeededModel } from './generation.helpers.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const jpeg = (bytes: Buffer) => ({ ok: true as const, bytes, contentType: 'image/jpeg' as const });

/** An outfit engine answering what it is told, call by call (the original back keeps the face; another person's photo loses it). */
function scriptedOutfits(answers: Array<'original' | 'stranger' | 'fail'>, stranger: Buffer): OutfitEngine & { calls: OutfitRequest[] } {
  const calls: OutfitRequest[] = [];
  return {
    name: 'mock',
    available: true,
    calls,
    async changeOutfit(request) {
      calls.push(request);
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
      if (answer === 'fail') return { ok: false, error: 'the provider is down' };
      return jpeg(answer === 'original' ? request.image.bytes : stranger);
    },
  };
}

/** The mean colour of a rectangle of the image (0..255 a channel). */
async function meanColour(image: Buffer, area: { left: number; top: number; width: number; height: number }): Promise<number[]> {
  const { data, info } = await sharp(image).extract(area).raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c += 1) sums[c]! += data[i + c]!;
  return sums.map((sum) => sum / (area.width * area.height));
}

describe(`change outfit and HD (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  let stranger: Buffer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000' });
    stranger = await sharp(face(2)).resize(768, 1024, { fit: 'cover' }).jpeg().toBuffer();
  });
  after(() => server.close());

  /** A user with credits, a trained model and one photo of it (a real portrait: the face is described, the person cut out). */
  async function userWithPhoto(credits = 100, size = { width: 768, height: 1024 }) {
    const user = await createSignedInUser(server);
    if (credits > 0) await grant(server, user.accountId, credits);
    const model = await succeededModel(server, user.accountId);
    const portrait = await sharp(onePerson(1)[0]).resize(size.width, size.height, { fit: 'cover' }).jpeg({ quality: 92 }).toBuffer();
    server.useImageEngine({ ...createMockImageEngine({ storage: server.system.storage }), generate: async (request) => Array.from({ length: request.count }, () => jpeg(portrait)) });
    const made = await server.system.generation.imageMaker.make({ accountId: user.accountId, modelId: model.id, prompt: 'model in an office', count: 1, generationId: null });
    return { ...user, model, fileId: made.images[0]!.fileId, portrait };
  }

  const imageRow = (fileId: string) => server.system.db.selectFrom('images').selectAll().where('file_id', '=', fileId).executeTakeFirstOrThrow();
  const stored = async (fileId: string) => (await server.system.storage.get((await imageRow(fileId)).storage_key))!;
  const outfit = (user: { client: { post: (path: string, body: unknown) => Promise<{ status: number; body: any }> }; fileId: string }, choice: unknown) =>
    user.client.post('replicate-service/change-outfit', { fileId: user.fileId, outfit: choice });

  /** Marks all of the account's photos scored now, so the likeness refunds' cap (10 % of them) allows `n` refunds of n×10 photos. */
  async function scoredPhotos(user: { accountId: number; model: { id: number } }, count: number) {
    for (let made = 0; made < count; made += 4) {
      await server.system.generation.imageMaker.make({ accountId: user.accountId, modelId: user.model.id, prompt: 'model', count: Math.min(4, count - made), generationId: null });
    }
    await server.system.db.updateTable('images').set({ likeness_status: 'scored', likeness: 0.9, likeness_scored_at: new Date() })
      .where('account_id', '=', user.accountId).execute();
  }

  it('the offline engine: navy suit for 10 credits, the clothes repainted, the face as it was and checked, first in the gallery', async () => {
    const user = await userWithPhoto(100);
    // The first test: the server still has its configured (offline) engine.
    const reply = await outfit(user, 'navy-suit');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual([reply.body.face, reply.body.message], ['kept', null]);
    assert.equal((await ledgerState(server, user.accountId)).balance, 90);

    const row = await imageRow(reply.body.fileId);
    const source = await imageRow(user.fileId);
    assert.deepEqual([row.origin, row.source_image_id, row.model_id, row.engine], ['edit', source.id, user.model.id, 'mock']);
    assert.equal(row.likeness_status, 'scored');
    assert.ok(row.likeness! >= 0.9, `the face compared with the original's: ${row.likeness}`);

    const made = await stored(reply.body.fileId);
    assert.deepEqual(await sharp(made).metadata().then((m) => [m.width, m.height]), [768, 1024]);
    const faceArea = { left: 300, top: 400, width: 120, height: 120 };
    const [faceBefore, faceAfter] = await Promise.all([meanColour(user.portrait, faceArea), meanColour(made, faceArea)]);
    for (let c = 0; c < 3; c += 1) assert.ok(Math.abs(faceBefore[c]! - faceAfter[c]!) <= 4, `the face is unchanged: ${faceBefore} → ${faceAfter}`);
    const torso = { left: 150, top: 880, width: 120, height: 100 };
    const [torsoBefore, torsoAfter] = await Promise.all([meanColour(user.portrait, torso), meanColour(made, torso)]);
    assert.ok(torsoAfter[2]! - torsoAfter[0]! > 20 && torsoBefore[2]! - torsoBefore[0]! < 10, `the black top became navy: ${torsoBefore} → ${torsoAfter}`);

    const models = await user.client.post('replicate-service/models', {});
    const mine = models.body.models.find((m: { ModelID: string }) => m.ModelID === user.model.publicId);
    assert.equal(mine.Images[0].fileId, reply.body.fileId, "newest first in the model's gallery");
  });

  it('a face that came out changed is made once more at our cost; kept the second time, it costs 10 credits once', async () => {
    const user = await userWithPhoto(100);
    const engine = scriptedOutfits(['stranger', 'original'], stranger);
    server.useOutfitEngine(engine);
    const reply = await outfit(user, 'black-turtleneck');
    assert.deepEqual([reply.status, reply.body.face], [200, 'kept']);
    assert.equal(engine.calls.length, 2);
    assert.notEqual(engine.calls[0]!.seed, engine.calls[1]!.seed, 'the second try is a new try');
    assert.deepEqual(engine.calls.map((call) => call.outfit), Array(2).fill('a fitted black turtleneck sweater'));
    assert.equal((await ledgerState(server, user.accountId)).balance, 90);
  });

  it('changed twice: the closer photo kept, refunded within the likeness cap, past it flagged and not refunded', async () => {
    const user = await userWithPhoto(100);
    await scoredPhotos(user, 9); // with the outfit's own photo, 11 scored: one refund allowed
    server.useOutfitEngine(scriptedOutfits(['stranger'], stranger));
    const first = await outfit(user, 'denim-jacket');
    assert.deepEqual([first.status, first.body.face, first.body.message], [200, 'refunded', OUTFIT_FACE_REFUNDED_MESSAGE]);
    assert.equal((await ledgerState(server, user.accountId)).balance, 100);
    const row = await imageRow(first.body.fileId);
    assert.deepEqual([row.likeness_miss, row.likeness_refund, row.is_deleted], [true, 'refunded', false]);

    const second = await outfit(user, 'denim-jacket');
    assert.deepEqual([second.status, second.body.face, second.body.message], [200, 'over-cap', OUTFIT_FACE_OVER_CAP_MESSAGE]);
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.sum], [90, 90]);
  });

  it('misses at once cannot farm the cap: six double misses with one refund allowed refund exactly one', async () => {
    const user = await userWithPhoto(100);
    await scoredPhotos(user, 9);
    server.useOutfitEngine(scriptedOutfits(['stranger'], stranger));
    const replies = await Promise.all(Array.from({ length: 6 }, () => outfit(user, 'white-shirt')));
    assert.deepEqual(replies.map((r) => r.status), Array(6).fill(200));
    assert.deepEqual(replies.map((r) => r.body.face).sort(), ['over-cap', 'over-cap', 'over-cap', 'over-cap', 'over-cap', 'refunded']);
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.sum], [50, 50]);
  });

  it('twelve at once with credits for five: five made, seven refused, balance = ledger sum = 0', async () => {
    const user = await userWithPhoto(50);
    server.useOutfitEngine(scriptedOutfits(['original'], stranger));
    const replies = await Promise.all(Array.from({ length: 12 }, () => outfit(user, 'navy-suit')));
    assert.deepEqual(replies.map((r) => r.status).sort(), [...Array(5).fill(200), ...Array(7).fill(402)]);
    assert.equal(replies.find((r) => r.status === 402)!.body.message, NOT_ENOUGH_CREDITS_MESSAGE);
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.sum], [0, 0]);
  });

  it('an engine that fails: 502, the credits given back once; one that cannot run: 503 and nothing spent', async () => {
    const user = await userWithPhoto(100);
    server.useOutfitEngine(scriptedOutfits(['fail'], stranger));
    const failed = await outfit(user, 'navy-suit');
    assert.deepEqual([failed.status, failed.body.message], [502, OUTFIT_FAILED_MESSAGE]);
    const generation = await server.system.db.selectFrom('generations').selectAll().where('account_id', '=', user.accountId)
      .where('kind', '=', 'edit').executeTakeFirstOrThrow();
    assert.equal(generation.status, 'failed');
    server.useOutfitEngine({ ...scriptedOutfits(['original'], stranger), available: false });
    const unavailable = await outfit(user, 'navy-suit');
    assert.deepEqual([unavailable.status, unavailable.body.message], [503, OUTFIT_UNAVAILABLE_MESSAGE]);
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.sum], [100, 100]);
  });

  it('described outfits go through the prompt rules; unknown presets, empty words and others\' photos are refused, nothing spent', async () => {
    const user = await userWithPhoto(100);
    const other = await userWithPhoto(0);
    const engine = scriptedOutfits(['original'], stranger);
    server.useOutfitEngine(engine);
    const refused = await outfit(user, { custom: 'a see-through lingerie set' });
    assert.deepEqual([refused.status, refused.body.message, refused.body.field], [400, PROMPT_NOT_ALLOWED_MESSAGE, 'outfit']);
    const unknown = await outfit(user, 'spacesuit');
    assert.deepEqual([unknown.status, unknown.body.field], [400, 'outfit']);
    const empty = await outfit(user, { custom: '  ' });
    assert.equal(empty.status, 400);
    const theirs = await outfit({ ...user, fileId: other.fileId }, 'navy-suit');
    assert.equal(theirs.status, 404);
    assert.equal(engine.calls.length, 0, 'nothing was made');
    assert.equal((await ledgerState(server, user.accountId)).balance, 100);

    const described = await outfit(user, { custom: 'a light grey linen suit' });
    assert.deepEqual([described.status, engine.calls[0]!.outfit, engine.calls[0]!.colours], [200, 'a light grey linen suit', null]);
  });

  describe('HD', () => {
    /** An upscaler that draws the requested size (or a wrong one), recording what it was asked. */
    function scriptedUpscaler(options: { wrongSize?: boolean; fail?: boolean } = {}): UpscaleEngine & { calls: UpscaleRequest[] } {
      const calls: UpscaleRequest[] = [];
      return {
        name: 'local',
        calls,
        async upscale(request) {
          calls.push(request);
          if (options.fail) return { ok: false, error: 'out of memory' };
          const width = request.width + (options.wrongSize ? 1 : 0);
          return jpeg(await sharp(request.image.bytes).resize(width, request.height, { fit: 'fill' }).jpeg().toBuffer());
        },
      };
    }

    it('2× on this machine\'s upscaler: exactly twice the size, 10 credits, a new photo of the same model', async () => {
      const user = await userWithPhoto(100, { width: 192, height: 256 });
      // The first HD test: the server still has its configured upscaler, the local ESRGAN.
      const reply = await user.client.post('replicate-service/upscale', { fileId: user.fileId, scale: 2 });
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      assert.deepEqual([reply.body.width, reply.body.height], [384, 512]);
      assert.deepEqual(await sharp(await stored(reply.body.fileId)).metadata().then((m) => [m.format, m.width, m.height]), ['jpeg', 384, 512]);
      const row = await imageRow(reply.body.fileId);
      assert.deepEqual([row.origin, row.model_id, row.engine], ['filter', user.model.id, 'local']);
      assert.equal((await ledgerState(server, user.accountId)).balance, 90);
    });

    it('4× costs 20 and is capped at 4,096 px on the long side; a photo that long already is refused before any spend', async () => {
      const user = await userWithPhoto(100, { width: 1200, height: 900 });
      const upscaler = scriptedUpscaler();
      server.useUpscaleEngine(upscaler);
      const reply = await user.client.post('replicate-service/upscale', { fileId: user.fileId, scale: 4 });
      assert.deepEqual([reply.status, reply.body.width, reply.body.height], [200, 4096, 3072]);
      assert.deepEqual([upscaler.calls[0]!.scale, upscaler.calls[0]!.width, upscaler.calls[0]!.height], [4, 4096, 3072]);
      assert.equal((await ledgerState(server, user.accountId)).balance, 80);

      const huge = await user.client.post('replicate-service/upscale', { fileId: reply.body.fileId, scale: 2 });
      assert.deepEqual([huge.status, huge.body.message], [400, UPSCALE_TOO_LARGE_MESSAGE]);
      const odd = await user.client.post('replicate-service/upscale', { fileId: user.fileId, scale: 3 });
      assert.deepEqual([odd.status, odd.body.field], [400, 'scale']);
      assert.equal(upscaler.calls.length, 1);
      assert.equal((await ledgerState(server, user.accountId)).balance, 80);
    });

    it('an upscaler that fails, or answers the wrong size, is refunded: 502, balance = ledger sum', async () => {
      const user = await userWithPhoto(100, { width: 300, height: 400 });
      for (const upscaler of [scriptedUpscaler({ fail: true }), scriptedUpscaler({ wrongSize: true })]) {
        server.useUpscaleEngine(upscaler);
        const reply = await user.client.post('replicate-service/upscale', { fileId: user.fileId, scale: 4 });
        assert.deepEqual([reply.status, reply.body.message], [502, UPSCALE_FAILED_MESSAGE]);
      }
      const ledger = await ledgerState(server, user.accountId);
      assert.deepEqual([ledger.balance, ledger.sum], [100, 100]);
    });

    it('eight 4× at once with credits for three: three made, five refused, balance = ledger sum', async () => {
      const user = await userWithPhoto(60, { width: 300, height: 400 });
      server.useUpscaleEngine(scriptedUpscaler());
      const replies = await Promise.all(Array.from({ length: 8 }, () => user.client.post('replicate-service/upscale', { fileId: user.fileId, scale: 4 })));
      assert.deepEqual(replies.map((r) => r.status).sort(), [...Array(3).fill(200), ...Array(5).fill(402)]);
      const ledger = await ledgerState(server, user.accountId);
      assert.deepEqual([ledger.balance, ledger.sum], [0, 0]);
    });

    it("someone else's photo: 404, nothing spent", async () => {
      const user = await userWithPhoto(100);
      const other = await userWithPhoto(0);
      const reply = await user.client.post('replicate-service/upscale', { fileId: other.fileId, scale: 2 });
      assert.equal(reply.status, 404);
      assert.equal((await ledgerState(server, user.accountId)).balance, 100);
    });
  });
});
