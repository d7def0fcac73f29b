// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import { BACKDROP_FAILED_MESSAGE, NOT_ENOUGH_CREDITS_MESSAGE } from 'api-client';
import { BACKDROP_ENGINE_NAME } from '../src/modules/generation/image-edits.service.js';
import { createMockImageEngine } from '../src/modules/generation/engines/mock-image.engine.js';
import { BackdropPhotoError, type BackdropRenderer, type PersonCutter } from '../src/infra/segmentation/backdrop.types.js';
import { onePerson, trainingEnv } from './fixtures/upload-helpers.js';
import { grant, ledgerState, succeededModel } from './generation.helpers.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/** A renderer that answers at once with a flat navy picture, or fails as told: the money rules, not the pixels. */
function scriptedBackdrops(fail?: () => Error): BackdropRenderer & PersonCutter & { calls: number } {
  const renderer = {
    calls: 0,
    cutOut: () => Promise.reject(new Error('the backdrop tests cut nobody out')),
    async render() {
      renderer.calls += 1;
      if (fail) throw fail();
      return sharp({ create: { width: 768, height: 1024, channels: 3, background: { r: 31, g: 42, b: 68 } } }).jpeg().toBuffer();
    },
  };
  return renderer;
}

/** The mean colour of a square of the image (0..255 a channel). */
async function meanColour(jpeg: Buffer, left: number, top: number, size: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).extract({ left, top, width: size, height: size }).raw().toBuffer({ resolveWithObject: true });
  const sums = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) for (let c = 0; c < 3; c += 1) sums[c]! += data[i + c]!;
  return sums.map((sum) => sum / (size * size));
}

describe(`studio backdrops (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());
  beforeEach(() => server.useImageEngine(createMockImageEngine({ storage: server.system.storage })));

  /** A user with credits, a trained model and one photo of it (a real portrait: the segmentation must find the person). */
  async function userWithPhoto(credits = 100) {
    const user = await createSignedInUser(server);
    if (credits > 0) await grant(server, user.accountId, credits);
    const model = await succeededModel(server, user.accountId);
    const portrait = await sharp(onePerson(1)[0]).resize(768, 1024, { fit: 'cover' }).jpeg().toBuffer();
    server.useImageEngine({ ...createMockImageEngine({ storage: server.system.storage }), generate: async (request) => Array.from({ length: request.count }, () => ({ ok: true as const, bytes: portrait, contentType: 'image/jpeg' as const })) });
    const made = await server.system.generation.imageMaker.make({ accountId: user.accountId, modelId: model.id, prompt: 'model in an office', count: 1, generationId: null });
    return { ...user, model, fileId: made.images[0]!.fileId, portrait };
  }

  const imageRow = (fileId: string) => server.system.db.selectFrom('images').selectAll().where('file_id', '=', fileId).executeTakeFirstOrThrow();
  const generationOf = async (fileId: string) => server.system.db.selectFrom('generations').selectAll()
    .where('id', '=', (await imageRow(fileId)).generation_id!).executeTakeFirstOrThrow();

  it('replaces the background on this machine: 10 credits, the person as they were, the corners navy, a new photo in the gallery', async () => {
    const user = await userWithPhoto(100);
    const reply = await user.client.post('replicate-service/apply-backdrop', { fileId: user.fileId, backdrop: 'navy' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal((await ledgerState(server, user.accountId)).balance, 90);

    const row = await imageRow(reply.body.fileId);
    const source = await imageRow(user.fileId);
    assert.deepEqual([row.origin, row.source_image_id, row.model_id, row.prompt, row.engine], ['filter', source.id, user.model.id, 'model in an office', BACKDROP_ENGINE_NAME]);
    assert.equal((await generationOf(reply.body.fileId)).status, 'succeeded');

    const made = (await server.system.storage.get(row.storage_key))!;
    const meta = await sharp(made).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 768, 1024]);
    const corner = await meanColour(made, 0, 0, 24);
    for (const [channel, want] of [[0, 31], [1, 42], [2, 68]] as const) assert.ok(Math.abs(corner[channel]! - want) <= 4, `corner ${corner} is navy`);
    const [faceBefore, faceAfter] = await Promise.all([meanColour(user.portrait, 364, 492, 40), meanColour(made, 364, 492, 40)]);
    for (let c = 0; c < 3; c += 1) assert.ok(Math.abs(faceBefore[c]! - faceAfter[c]!) <= 4, `the person is unchanged: ${faceBefore} → ${faceAfter}`);

    const models = await user.client.post('replicate-service/models', {});
    const mine = models.body.models.find((m: { ModelID: string }) => m.ModelID === user.model.publicId);
    assert.equal(mine.Images[0].fileId, reply.body.fileId, 'newest first in the model\'s gallery');
  });

  it('a photo with nobody in it: 400 saying why, the credits given back', async () => {
    const user = await userWithPhoto(100);
    server.useBackdrops(scriptedBackdrops(() => new BackdropPhotoError('no-person', 'No person was found in the photo.')));
    const reply = await user.client.post('replicate-service/apply-backdrop', { fileId: user.fileId, backdrop: 'white' });
    assert.deepEqual([reply.status, reply.body.message], [400, 'No person was found in the photo. Your credits were given back.']);
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.balance === ledger.sum], [100, true]);
  });

  it('a renderer that fails: 502, the generation failed, the credits given back once', async () => {
    const user = await userWithPhoto(100);
    server.useBackdrops(scriptedBackdrops(() => new Error('worker stopped')));
    const reply = await user.client.post('replicate-service/apply-backdrop', { fileId: user.fileId, backdrop: 'light-grey' });
    assert.deepEqual([reply.status, reply.body.message], [502, BACKDROP_FAILED_MESSAGE]);
    const generation = await server.system.db.selectFrom('generations').selectAll().where('account_id', '=', user.accountId)
      .where('kind', '=', 'filter').executeTakeFirstOrThrow();
    assert.equal(generation.status, 'failed');
    assert.match(generation.error ?? '', /worker stopped/);
    assert.equal((await ledgerState(server, user.accountId)).balance, 100);
  });

  it('refuses what it cannot do, spending nothing: another user\'s photo, an unknown backdrop, a short balance', async () => {
    const user = await userWithPhoto(100);
    const other = await userWithPhoto(0);
    const renderer = scriptedBackdrops();
    server.useBackdrops(renderer);
    const theirs = await user.client.post('replicate-service/apply-backdrop', { fileId: other.fileId, backdrop: 'navy' });
    assert.equal(theirs.status, 404);
    const unknown = await user.client.post('replicate-service/apply-backdrop', { fileId: user.fileId, backdrop: 'beach' });
    assert.deepEqual([unknown.status, unknown.body.field], [400, 'backdrop']);
    const short = await other.client.post('replicate-service/apply-backdrop', { fileId: other.fileId, backdrop: 'navy' });
    assert.deepEqual([short.status, short.body.message], [402, NOT_ENOUGH_CREDITS_MESSAGE]);
    assert.equal(renderer.calls, 0, 'nothing was rendered');
    assert.equal((await ledgerState(server, user.accountId)).balance, 100);
  });

  it('twelve at once with credits for five: five made, seven refused, balance = ledger sum = 0', async () => {
    const user = await userWithPhoto(50);
    server.useBackdrops(scriptedBackdrops());
    const replies = await Promise.all(Array.from({ length: 12 }, () =>
      user.client.post('replicate-service/apply-backdrop', { fileId: user.fileId, backdrop: 'navy' })));
    assert.deepEqual(replies.map((r) => r.status).sort(), [...Array(5).fill(200), ...Array(7).fill(402)]);
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.sum], [0, 0]);
  });
});
