// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  IMAGE_UPLOAD_FORMAT_MESSAGE, MASK_EDIT_FAILED_MESSAGE, MASK_EMPTY_MESSAGE, MASK_NOT_PNG_MESSAGE, NO_IMAGE_SELECTED_MESSAGE,
  NOT_ENOUGH_CREDITS_MESSAGE, PHOTO_ISSUE_TOO_LARGE, PROMPT_NOT_ALLOWED_MESSAGE, RULES_NOT_ACCEPTED_MESSAGE,
} from 'api-client';
import { pngDeclaring } from '../bench/hostile-uploads.js';
import { createMockImageEngine } from '../src/modules/generation/engines/mock-image.engine.js';
import { NOT_REGENERABLE_MESSAGE } from '../src/modules/generation/generation.service.js';
import { trainingEnv } from './fixtures/upload-helpers.js';
import { grant, ledgerState, recordingEngine, succeededModel } from './generation.helpers.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { editMask, maskPng, postMultipart, sidewaysPhoneJpeg, uploadImage } from './image-edits.helpers.js';

describe(`image edits, filters and uploads (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());
  beforeEach(() => server.useImageEngine(createMockImageEngine({ storage: server.system.storage })));

  /** A user with credits, a trained model and one generated image of it. */
  async function userWithImage(credits = 100, options: { rulesAccepted?: boolean } = {}) {
    const user = await createSignedInUser(server, options);
    if (credits > 0) await grant(server, user.accountId, credits);
    const model = await succeededModel(server, user.accountId);
    const made = await server.system.generation.imageMaker.make({ accountId: user.accountId, modelId: model.id, prompt: 'model on a beach', count: 1, generationId: null });
    return { ...user, model, fileId: made.images[0]!.fileId };
  }

  const imageRow = (fileId: string) => server.system.db.selectFrom('images').selectAll().where('file_id', '=', fileId).executeTakeFirstOrThrow();
  const fileOf = async (fileId: string) => server.system.storage.get((await imageRow(fileId)).storage_key);

  it('edits with a mask of another size: 10 credits, the original\'s size, origin and source recorded, in the model\'s gallery', async () => {
    const user = await userWithImage(100);
    const reply = await editMask(server, user.client, user.fileId, '  add round sunglasses ', await maskPng(384, 512));
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.match(reply.body.fileId, /^[0-9a-f-]{36}$/);
    assert.equal((await ledgerState(server, user.accountId)).balance, 90);

    const row = await imageRow(reply.body.fileId);
    const source = await imageRow(user.fileId);
    assert.deepEqual([row.origin, row.source_image_id, row.model_id, row.prompt], ['edit', source.id, user.model.id, 'add round sunglasses']);
    const meta = await sharp((await fileOf(reply.body.fileId))!).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 768, 1024]);

    const models = await user.client.post('replicate-service/models', {});
    const mine = models.body.models.find((m: { ModelID: string }) => m.ModelID === user.model.publicId);
    assert.equal(mine.Images[0].fileId, reply.body.fileId, 'newest first in the model\'s gallery');
    assert.equal(mine.Images[0].prompt, 'add round sunglasses');
    assert.equal((await user.client.get('replicate-service/gen-status')).body.lastPrompt, null, 'an edit prompt is not the gen page\'s prompt');

    // The image actions work on it as on any generated image.
    assert.equal((await user.client.post('replicate-service/like-image', { fileId: reply.body.fileId, isLiked: true })).status, 200);
    assert.equal((await user.client.post('replicate-service/delete-image', { fileId: reply.body.fileId, isDeleted: true })).status, 200);
    const deleted = await user.client.get('replicate-service/deleted-images');
    assert.deepEqual(deleted.body.deletedImages.map((i: { fileId: string }) => i.fileId), [reply.body.fileId]);
    assert.equal((await user.client.post('replicate-service/delete-image', { fileId: reply.body.fileId, isDeleted: false })).status, 200);
    const link = await user.client.post('upload-service/get-file-url', { fileId: reply.body.fileId });
    assert.equal((await fetch(`${server.url}${link.body.fileUrl}`)).status, 200);
  });

  it('applies the Ghibli filter: a copy with the source\'s prompt and model; Generate Again only for generated photos', async () => {
    const user = await userWithImage(100);
    const reply = await user.client.post('replicate-service/apply-filter', { fileId: user.fileId, filterName: 'mirage-ghibli' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const row = await imageRow(reply.body.fileId);
    assert.deepEqual([row.origin, row.model_id, row.prompt], ['filter', user.model.id, 'model on a beach']);
    assert.equal((await ledgerState(server, user.accountId)).balance, 90);
    const again = await user.client.post('replicate-service/gen', { prompt: 'x', modelId: user.model.publicId, imageCount: 1, originalFileId: reply.body.fileId });
    assert.deepEqual([again.status, again.body.message], [400, NOT_REGENERABLE_MESSAGE]);
  });

  it('refuses what it cannot do, spending nothing', async () => {
    const user = await userWithImage(100);
    const other = await userWithImage(100);
    const mask = await maskPng(768, 1024);
    const cases: Array<[Promise<{ status: number; body: any }>, number, string | RegExp]> = [
      [editMask(server, user.client, other.fileId, 'a hat', mask), 404, 'Image not found.'],
      [editMask(server, user.client, user.fileId, 'a hat', await sharp(mask).jpeg().toBuffer()), 400, MASK_NOT_PNG_MESSAGE],
      [postMultipart(server, user.client, 'upload-service/upload-mask', { originalImageId: user.fileId, prompt: 'a hat' }), 400, MASK_NOT_PNG_MESSAGE],
      [editMask(server, user.client, user.fileId, 'a hat', await maskPng(768, 1024, { left: 0, top: 0, width: 0, height: 0 })), 400, MASK_EMPTY_MESSAGE],
      [editMask(server, user.client, user.fileId, '   ', mask), 400, /^prompt/],
      [editMask(server, user.client, user.fileId, 'a nude model', mask), 400, PROMPT_NOT_ALLOWED_MESSAGE],
      [user.client.post('replicate-service/apply-filter', { fileId: other.fileId, filterName: 'mirage-ghibli' }), 404, 'Image not found.'],
      [user.client.post('replicate-service/apply-filter', { fileId: user.fileId, filterName: 'van-gogh' }), 400, /^filterName/],
    ];
    for (const [call, status, message] of cases) {
      const reply = await call;
      assert.equal(reply.status, status, JSON.stringify(reply.body));
      if (typeof message === 'string') assert.equal(reply.body.message, message);
      else assert.match(reply.body.message, message);
    }
    assert.equal((await ledgerState(server, user.accountId)).balance, 100);
    assert.equal((await ledgerState(server, other.accountId)).balance, 100);
  });

  it('keeps edits and filters behind the rules, as gen', async () => {
    const user = await userWithImage(100, { rulesAccepted: false });
    const edit = await editMask(server, user.client, user.fileId, 'a hat', await maskPng(768, 1024));
    const filter = await user.client.post('replicate-service/apply-filter', { fileId: user.fileId, filterName: 'mirage-ghibli' });
    assert.deepEqual([edit.status, edit.body.message, filter.status, filter.body.message], [403, RULES_NOT_ACCEPTED_MESSAGE, 403, RULES_NOT_ACCEPTED_MESSAGE]);
  });

  it('refunds once when the engine makes nothing, and answers the editor\'s message with a 502', async () => {
    const user = await userWithImage(100);
    server.useImageEngine(recordingEngine({ fail: () => true }).engine);
    const failed = await editMask(server, user.client, user.fileId, 'a hat', await maskPng(768, 1024));
    assert.deepEqual([failed.status, failed.body.message], [502, MASK_EDIT_FAILED_MESSAGE]);
    server.useImageEngine(recordingEngine({ throws: 'provider down' }).engine);
    const thrown = await user.client.post('replicate-service/apply-filter', { fileId: user.fileId, filterName: 'mirage-ghibli' });
    assert.deepEqual([thrown.status, thrown.body.message], [502, MASK_EDIT_FAILED_MESSAGE]);
    const ledger = await ledgerState(server, user.accountId);
    assert.equal(ledger.balance, 100);
    assert.equal(ledger.entries.filter((e) => e.reason === 'refund').length, 2, 'one refund per failed call');
    await server.system.generation.generationService.recoverStale(new Date(Date.now() + 3600_000));
    assert.equal((await ledgerState(server, user.accountId)).balance, 100, 'the sweep refunds nothing twice');
    const generations = await server.system.db.selectFrom('generations').select(['kind', 'status']).where('account_id', '=', user.accountId).where('kind', '<>', 'generate').orderBy('id').execute();
    assert.deepEqual(generations, [{ kind: 'edit', status: 'failed' }, { kind: 'filter', status: 'failed' }]);
  });

  it('never overspends under concurrent edits: 50 credits make 5, the rest are 402, balance = ledger sum', async () => {
    const user = await userWithImage(50);
    server.useImageEngine(recordingEngine({ delayMs: 20 }).engine);
    const mask = await maskPng(768, 1024);
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2
      ? user.client.post('replicate-service/apply-filter', { fileId: user.fileId, filterName: 'mirage-ghibli' })
      : editMask(server, user.client, user.fileId, `a hat ${i}`, mask))));
    assert.equal(replies.filter((r) => r.status === 200).length, 5);
    assert.ok(replies.filter((r) => r.status !== 200).every((r) => r.status === 402 && r.body.message === NOT_ENOUGH_CREDITS_MESSAGE));
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.sum], [0, 0]);
  });

  it('uploads a photo: upright, metadata stripped, private, with the base model\'s images, then editable', async () => {
    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 100);
    const reply = await uploadImage(server, user.client, await sidewaysPhoneJpeg(), 'IMG_0001.JPG', 'image/jpeg');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.status, 'success');
    const fileId = /^\/edit\/([0-9a-f-]{36})$/.exec(reply.body.nextPage)?.[1];
    assert.ok(fileId, reply.body.nextPage);
    const row = await imageRow(fileId);
    assert.deepEqual([row.origin, row.model_id, row.generation_id, row.source_image_id], ['upload', null, null, null]);
    const meta = await sharp((await fileOf(fileId))!).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height, meta.exif, meta.orientation], ['jpeg', 300, 400, undefined, undefined]);
    assert.equal((await ledgerState(server, user.accountId)).balance, 100, 'uploads are free');
    assert.equal((await fetch(`${server.url}/ai-photographer/files/${row.storage_key}`)).status, 403, 'private: only signed links');

    const models = await user.client.post('replicate-service/models', {});
    assert.deepEqual(models.body.models[0].Images.map((i: { fileId: string }) => i.fileId), [fileId], 'with the base model');

    const edit = await editMask(server, user.client, fileId, 'a red scarf', await maskPng(600, 800));
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    const edited = await imageRow(edit.body.fileId);
    assert.deepEqual([edited.origin, edited.model_id], ['edit', null]);
    const editedMeta = await sharp((await fileOf(edit.body.fileId))!).metadata();
    assert.deepEqual([editedMeta.width, editedMeta.height], [300, 400]);
    const again = await user.client.post('replicate-service/gen', { prompt: 'x', modelId: 'flux-base', imageCount: 1, originalFileId: fileId });
    assert.equal(again.status, 400);
  });

  it('refuses uploads by content, size and pixels', async () => {
    const user = await createSignedInUser(server);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).gif().toBuffer();
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).webp().toBuffer();
    const cases: Array<[Promise<{ status: number; body: any }>, number, string]> = [
      [uploadImage(server, user.client, gif, 'cat.png', 'image/png'), 400, IMAGE_UPLOAD_FORMAT_MESSAGE],
      [uploadImage(server, user.client, webp, 'cat.jpg', 'image/jpeg'), 400, IMAGE_UPLOAD_FORMAT_MESSAGE],
      [uploadImage(server, user.client, Buffer.from('<html>not an image</html>'), 'x.png'), 400, IMAGE_UPLOAD_FORMAT_MESSAGE],
      // A PNG header claiming 20000×20000 (400 MP) over a few bytes: refused before any decoding.
      [uploadImage(server, user.client, pngDeclaring(20000, 20000)), 400, PHOTO_ISSUE_TOO_LARGE],
      [postMultipart(server, user.client, 'upload-service/upload-image', {}), 400, NO_IMAGE_SELECTED_MESSAGE],
      [uploadImage(server, user.client, Buffer.alloc(0), 'empty.png'), 400, NO_IMAGE_SELECTED_MESSAGE],
      [uploadImage(server, user.client, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(26 * 1024 * 1024)]), 'huge.jpg', 'image/jpeg'), 413, 'The file is too large.'],
    ];
    for (const [call, status, message] of cases) {
      const reply = await call;
      assert.deepEqual([reply.status, reply.body.message], [status, message]);
    }
    const count = await server.system.db.selectFrom('images').select((eb) => eb.fn.countAll<number>().as('n')).where('account_id', '=', user.accountId).executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 0);
  });
});
