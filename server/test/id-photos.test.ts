// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  ID_DOCUMENTS, ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE, ID_PHOTO_RETAKE_MESSAGE, NOT_ENOUGH_CREDITS_MESSAGE, UNKNOWN_DOCUMENT_MESSAGE,
} from 'api-client';
import type { IdPhotoMaker, MadeIdPhoto } from '../src/infra/id-photo/id-photo.types.js';
import { createMockImageEngine } from '../src/modules/generation/engines/mock-image.engine.js';
import { onePerson, trainingEnv } from './fixtures/upload-helpers.js';
import { grant, ledgerState, succeededModel } from './generation.helpers.js';
import { uploadImage } from './image-edits.helpers.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const jpegOf = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).jpeg().toBuffer();

/** A maker answering at once (the money and ownership rules, not the pixels: id-photo-pipeline.test.ts measures those). */
async function scriptedMaker(answer: 'made' | 'retake'): Promise<IdPhotoMaker & { calls: number }> {
  const made: MadeIdPhoto = {
    photo: { jpeg: await jpegOf(600, 600), width: 600, height: 600 },
    sheets: [{ paper: '4x6in', jpeg: await jpegOf(1800, 1200), width: 1800, height: 1200, copies: 6 }],
    report: [{ rule: 'Head height', measured: '30.0 mm', required: '25–35 mm', ok: true }],
  };
  const maker = {
    calls: 0,
    async make() {
      maker.calls += 1;
      return answer === 'made' ? { made } : { retake: [{ rule: 'eyes-open', message: 'Your eyes look closed.', advice: 'Keep your eyes open.' }] };
    },
  };
  return maker;
}

describe(`ID photos: the call and its money (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  async function userWithUpload(credits: number) {
    const user = await createSignedInUser(server);
    if (credits > 0) await grant(server, user.accountId, credits);
    const uploaded = await uploadImage(server, user.client, await sharp(onePerson(1)[0]).jpeg().toBuffer(), 'me.jpg', 'image/jpeg');
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    return { ...user, fileId: String(uploaded.body.nextPage).split('/').pop()! };
  }

  it('lists the documents to anyone, each with its rules and its source', async () => {
    const reply = await server.client().get('id-photo-service/documents');
    assert.equal(reply.status, 200);
    assert.equal(reply.body.documents.length, ID_DOCUMENTS.length);
    assert.ok(reply.body.documents.length >= 25);
    const us = reply.body.documents.find((document: { id: string }) => document.id === 'us-passport');
    assert.ok(us.source.url.startsWith('https://'));
  });

  it('makes the photo and its sheets from an uploaded photo: 10 credits, every file one of the user\'s photos', async () => {
    const user = await userWithUpload(100);
    server.useIdPhotoMaker(await scriptedMaker('made'));
    const reply = await user.client.post('id-photo-service/create', { fileId: user.fileId, document: 'us-passport' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual([reply.body.photo.width, reply.body.photo.height, reply.body.sheets[0].copies], [600, 600, 6]);
    assert.equal((await ledgerState(server, user.accountId)).balance, 90);
    const rows = await server.system.db.selectFrom('images').selectAll().where('account_id', '=', user.accountId).where('origin', '=', 'filter').execute();
    assert.deepEqual(rows.map((row) => row.file_id).sort(), [reply.body.photo.fileId, reply.body.sheets[0].fileId].sort());
    const file = await user.client.get(reply.body.photo.url.replace(/^\/ai-photographer\//, ''));
    assert.equal(file.status, 200);
  });

  it('a photo to retake: 400 with the reasons, nothing spent, nothing recorded', async () => {
    const user = await userWithUpload(100);
    server.useIdPhotoMaker(await scriptedMaker('retake'));
    const reply = await user.client.post('id-photo-service/create', { fileId: user.fileId, document: 'uk-passport' });
    assert.deepEqual([reply.status, reply.body.message, reply.body.retake[0].message], [400, ID_PHOTO_RETAKE_MESSAGE, 'Your eyes look closed.']);
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.entries.length], [100, 1]);
    const generations = await server.system.db.selectFrom('generations').select('id').where('account_id', '=', user.accountId).execute();
    assert.equal(generations.length, 0);
  });

  it('refuses a generated image, someone else\'s photo and an unknown document, before measuring anything', async () => {
    const user = await userWithUpload(100);
    const other = await userWithUpload(0);
    const maker = await scriptedMaker('made');
    server.useIdPhotoMaker(maker);
    const model = await succeededModel(server, user.accountId);
    server.useImageEngine(createMockImageEngine({ storage: server.system.storage }));
    const generated = await server.system.generation.imageMaker.make({ accountId: user.accountId, modelId: model.id, prompt: 'model', count: 1, generationId: null });
    const fromGenerated = await user.client.post('id-photo-service/create', { fileId: generated.images[0]!.fileId, document: 'us-passport' });
    assert.deepEqual([fromGenerated.status, fromGenerated.body.message], [400, ID_PHOTO_NEEDS_OWN_PHOTO_MESSAGE]);
    const theirs = await user.client.post('id-photo-service/create', { fileId: other.fileId, document: 'us-passport' });
    assert.equal(theirs.status, 404);
    const unknown = await user.client.post('id-photo-service/create', { fileId: user.fileId, document: 'atlantis-passport' });
    assert.deepEqual([unknown.status, unknown.body.message, unknown.body.field], [400, UNKNOWN_DOCUMENT_MESSAGE, 'document']);
    const signedOut = await server.client().post('id-photo-service/create', { fileId: user.fileId, document: 'us-passport' });
    assert.equal(signedOut.status, 401);
    assert.equal(maker.calls, 0);
    assert.equal((await ledgerState(server, user.accountId)).balance, 100);
  });

  it('eight at once with credits for three: three made, five refused (402), balance = ledger sum = 0', async () => {
    const user = await userWithUpload(30);
    server.useIdPhotoMaker(await scriptedMaker('made'));
    const replies = await Promise.all(Array.from({ length: 8 }, () => user.client.post('id-photo-service/create', { fileId: user.fileId, document: 'us-passport' })));
    assert.deepEqual(replies.map((r) => r.status).sort(), [...Array(3).fill(200), ...Array(5).fill(402)]);
    assert.equal(replies.find((r) => r.status === 402)!.body.message, NOT_ENOUGH_CREDITS_MESSAGE);
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.sum], [0, 0]);
  });
});
