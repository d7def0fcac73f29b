// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import {
  PHOTO_ISSUE_BLURRY, PHOTO_ISSUE_DUPLICATE, PHOTO_ISSUE_FORMAT, PHOTO_ISSUE_SEVERAL_FACES, PHOTO_QUALITY_FAILED_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from 'api-client';
import { INSUFFICIENT_CREDITS_MESSAGE as INSUFFICIENT_CREDITS_MESSAGE_TEXT } from '../src/modules/credits/credits.service.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { ZIP_LIMITS } from '../src/modules/uploads/upload.service.js';
import { readTrainingZip, TOO_FEW_IMAGES_MESSAGE, UNSAFE_ENTRY_MESSAGE, ZIP_TOO_LARGE_MESSAGE } from '../src/modules/uploads/zip-reader.js';
import { face, fixture, grantCredits, onePerson, trainingEnv, twelveFaces, uploadZip, zipOf } from './fixtures/upload-helpers.js';
import JSZip from 'jszip';

describe(`training upload (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(trainingEnv());
  });
  after(() => server.close());

  async function richUser() {
    const user = await createSignedInUser(server);
    await grantCredits(server, user.accountId, 1150);
    return user;
  }
  const modelCount = async (accountId: number) =>
    (await server.system.db.selectFrom('models').select('id').where('account_id', '=', accountId).execute()).length;

  it('names each failing photo with its position and reason, and spends nothing', async () => {
    const { client, accountId } = await richUser();
    const photos = twelveFaces();
    photos[2] = fixture('group.jpg');
    photos[5] = fixture('blurred.jpg'); // a blurred face-01
    photos[7] = fixture('duplicate.jpg'); // face-01 again, re-encoded
    photos[9] = fixture('not-an-image.jpg');
    const reply = await uploadZip(server, client, await zipOf(photos));
    assert.equal(reply.status, 422);
    assert.equal(reply.body.message, PHOTO_QUALITY_FAILED_MESSAGE);
    assert.deepEqual(reply.body.photoIssues, [
      { position: 3, name: 'image3.jpg', reason: PHOTO_ISSUE_SEVERAL_FACES },
      { position: 6, name: 'image6.jpg', reason: PHOTO_ISSUE_BLURRY },
      { position: 8, name: 'image8.jpg', reason: PHOTO_ISSUE_DUPLICATE },
      { position: 10, name: 'image10.jpg', reason: PHOTO_ISSUE_FORMAT },
    ]);
    assert.equal(await server.system.credits.creditsService.balance(accountId), 1150);
    assert.equal(await modelCount(accountId), 0);
  });

  it('refuses fewer than 12 and more than 20 photos', async () => {
    const { client, accountId } = await richUser();
    const few = await uploadZip(server, client, await zipOf(twelveFaces().slice(0, 11)));
    assert.equal(few.status, 400);
    assert.equal(few.body.message, TOO_FEW_IMAGES_MESSAGE);
    const many = await uploadZip(server, client, await zipOf([...twelveFaces(), ...twelveFaces().slice(0, 9)]));
    assert.equal(many.status, 400);
    assert.equal(many.body.message, TOO_MANY_IMAGES_MESSAGE);
    assert.equal(await modelCount(accountId), 0);
  });

  it('refuses unsafe entry names and folders', async () => {
    const { client } = await richUser();
    const names = Array.from({ length: 12 }, (_, i) => `image${i + 1}.jpg`);
    const climbing = await uploadZip(server, client, await zipOf(twelveFaces(), ['../x.jpg', ...names.slice(1)]));
    assert.equal(climbing.status, 400);
    assert.equal(climbing.body.message, UNSAFE_ENTRY_MESSAGE);
    const nested = await uploadZip(server, client, await zipOf(twelveFaces(), ['photos/image1.jpg', ...names.slice(1)]));
    assert.equal(nested.status, 400);
  });

  it('refuses a zip bomb without inflating it past the limits, whether its header tells the truth or not', async (t) => {
    const { client, accountId } = await richUser();
    const photos = [...twelveFaces().slice(0, 11), Buffer.alloc(60 * 1024 * 1024)];
    const honest = await zipOf(photos);
    // Same archive with the big entry's declared size rewritten to 1000 bytes: inflating must stop early.
    const lying = Buffer.from(honest);
    const declared = 60 * 1024 * 1024;
    for (let i = 0; i < lying.length - 4; i += 1) {
      if (lying.readUInt32LE(i) === declared) lying.writeUInt32LE(1000, i);
    }
    for (const zip of [honest, lying]) {
      const reply = await uploadZip(server, client, zip);
      assert.equal(reply.status, 400);
      assert.equal(reply.body.message, ZIP_TOO_LARGE_MESSAGE);
    }
    assert.equal(await modelCount(accountId), 0);

    // What the screening did with them: the workers' zip reader, run here where its inflating can be watched.
    const inflate = t.mock.method(zlib, 'inflateRawSync');
    await assert.rejects(readTrainingZip(Buffer.from(honest), ZIP_LIMITS), { message: ZIP_TOO_LARGE_MESSAGE });
    assert.equal(inflate.mock.callCount(), 0, 'the honest header is refused before a byte is inflated');
    await assert.rejects(readTrainingZip(Buffer.from(lying), ZIP_LIMITS), { message: ZIP_TOO_LARGE_MESSAGE });
    const calls = inflate.mock.calls;
    assert.equal(calls.length, 12, 'eleven photos, then the bomb');
    const cap = (call: (typeof calls)[number]) => (call.arguments[1] as zlib.ZlibOptions).maxOutputLength!;
    assert.ok(calls.every((call) => cap(call) <= ZIP_LIMITS.maxEntryBytes), 'every entry is inflated with the limit as its cap');
    const bomb = calls.at(-1)!;
    assert.ok(bomb.error instanceof RangeError && bomb.result === undefined, 'inflating the bomb stopped at its cap');
  });

  it('answers 402 without enough credits and creates no model', async () => {
    const { client, accountId } = await createSignedInUser(server);
    await grantCredits(server, accountId, 1149);
    const reply = await uploadZip(server, client, await zipOf(twelveFaces()));
    assert.equal(reply.status, 402);
    assert.equal(reply.body.message, INSUFFICIENT_CREDITS_MESSAGE_TEXT);
    assert.equal(await modelCount(accountId), 0);
    assert.equal(await server.system.credits.creditsService.balance(accountId), 1149);
  });

  it('validates the form fields', async () => {
    const { client } = await richUser();
    const zip = await zipOf(twelveFaces());
    const longName = await uploadZip(server, client, zip, { modelName: 'x'.repeat(21) });
    assert.equal(longName.status, 400);
    assert.equal(longName.body.field, 'modelName');
    const badClass = await uploadZip(server, client, zip, { modelClass: 'robot' });
    assert.equal(badClass.status, 400);
    const signedOut = await uploadZip(server, server.client(), zip);
    assert.equal(signedOut.status, 401);
    assert.ok(face(1).length > 0);
  });

  it('accepts a .jpg entry holding a PNG (the bytes decide, not the name)', async () => {
    const { client } = await richUser();
    const sharp = (await import('sharp')).default;
    const photos = onePerson();
    photos[0] = await sharp(photos[0]).png().toBuffer();
    const reply = await uploadZip(server, client, await zipOf(photos));
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual([reply.body.status, typeof reply.body.modelId], ['success', 'string']);
  });

  it('keeps zip content in name order image1 … image12', async () => {
    const zip = new JSZip();
    const names = Array.from({ length: 12 }, (_, i) => `image${12 - i}.jpg`);
    names.forEach((name) => zip.file(name, face(1)));
    const { client } = await richUser();
    const reply = await uploadZip(server, client, await zip.generateAsync({ type: 'nodebuffer' }));
    assert.equal(reply.status, 422);
    // image1 is the original; every later one is its duplicate.
    assert.deepEqual(reply.body.photoIssues.map((p: { position: number }) => p.position), [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    assert.equal(reply.body.photoIssues[0].name, 'image2.jpg');
  });
});
