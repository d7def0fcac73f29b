// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cannotDeleteAllMessage, LAST_IMAGE_MESSAGE } from 'api-client';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { trainingEnv } from './fixtures/upload-helpers.js';
import { grant, recordingEngine, succeededModel } from './generation.helpers.js';

describe(`image actions (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000' });
    server.useImageEngine(recordingEngine().engine);
  });
  after(() => server.close());

  /** A user with a model holding `count` images (fileIds newest first), and a stranger. */
  async function setup(count = 3, name = 'Ada') {
    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 1000);
    const model = await succeededModel(server, user.accountId, { name });
    const fileIds: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const reply = await user.client.post('replicate-service/gen', { prompt: `model picture ${i}`, modelId: model.publicId, imageCount: 1 });
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      fileIds.unshift(reply.body.outputImages[0].fileId);
    }
    const stranger = await createSignedInUser(server);
    return { user, model, fileIds, stranger };
  }

  async function images(client: TestServer['client'] extends () => infer C ? C : never, modelId: string) {
    const reply = await client.post('replicate-service/models', {});
    return reply.body.models.find((m: { ModelID: string }) => m.ModelID === modelId).Images as Array<{ fileId: string; isLiked: boolean; prompt: string }>;
  }

  it('likes and unlikes, one at a time and in batches', async () => {
    const { user, model, fileIds } = await setup(3);
    assert.deepEqual((await user.client.post('replicate-service/like-image', { fileId: fileIds[0], isLiked: true })).body, { status: 'success' });
    assert.deepEqual((await images(user.client, model.publicId)).map((i) => i.isLiked), [true, false, false]);
    const batch = await user.client.post('replicate-service/batch-like-images', {
      operations: [{ fileId: fileIds[0], isLiked: false }, { fileId: fileIds[1], isLiked: true }, { fileId: fileIds[2], isLiked: true }],
    });
    assert.deepEqual(batch.body, { status: 'success' });
    assert.deepEqual((await images(user.client, model.publicId)).map((i) => i.isLiked), [false, true, true]);
  });

  it("never touches another user's images: 404 and nothing changes", async () => {
    const { user, model, fileIds, stranger } = await setup(2);
    const calls: Array<[string, unknown]> = [
      ['replicate-service/like-image', { fileId: fileIds[0], isLiked: true }],
      ['replicate-service/delete-image', { fileId: fileIds[0], isDeleted: true }],
      ['replicate-service/image-details', { fileId: fileIds[0] }],
      ['upload-service/get-file-url', { fileId: fileIds[0] }],
      ['replicate-service/set-profile-picture', { modelId: model.publicId, fileId: fileIds[0] }],
      ['replicate-service/batch-like-images', { operations: [{ fileId: fileIds[0], isLiked: true }] }],
      ['replicate-service/batch-delete-images', { operations: [{ fileId: fileIds[1], isDeleted: true }] }],
    ];
    for (const [path, body] of calls) {
      const reply = await stranger.client.post(path, body);
      assert.equal(reply.status, 404, path);
    }
    // A batch mixing own and foreign images changes none of them.
    const own = await setup(2);
    const mixed = await own.user.client.post('replicate-service/batch-like-images', {
      operations: [{ fileId: own.fileIds[0], isLiked: true }, { fileId: fileIds[0], isLiked: true }],
    });
    assert.equal(mixed.status, 404);
    assert.deepEqual((await images(own.user.client, own.model.publicId)).map((i) => i.isLiked), [false, false]);
    assert.deepEqual((await images(user.client, model.publicId)).map((i) => [i.isLiked, i.fileId]), fileIds.map((id) => [false, id]));
    for (const fileId of ['not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      assert.equal((await user.client.post('replicate-service/image-details', { fileId })).status, 404);
    }
  });

  it('deletes softly, restores, lists deleted images newest first, and keeps the last image of a model', async () => {
    const { user, model, fileIds } = await setup(3);
    assert.deepEqual((await user.client.post('replicate-service/delete-image', { fileId: fileIds[2], isDeleted: true })).body, { status: 'success' });
    assert.equal((await user.client.post('replicate-service/delete-image', { fileId: fileIds[0], isDeleted: true })).status, 200);
    assert.deepEqual((await images(user.client, model.publicId)).map((i) => i.fileId), [fileIds[1]]);
    const deleted = await user.client.get('replicate-service/deleted-images');
    assert.deepEqual(deleted.body.deletedImages.map((i: { fileId: string }) => i.fileId), [fileIds[0], fileIds[2]]);
    assert.equal(deleted.body.deletedImages[0].isDeleted, true);
    assert.equal(deleted.body.deletedImages[0].prompt, 'model picture 2');
    assert.equal((await fetch(`${server.url}${deleted.body.deletedImages[0].url}`)).status, 200);

    const last = await user.client.post('replicate-service/delete-image', { fileId: fileIds[1], isDeleted: true });
    assert.equal(last.status, 400);
    assert.equal(last.body.message, LAST_IMAGE_MESSAGE);
    assert.deepEqual((await images(user.client, model.publicId)).map((i) => i.fileId), [fileIds[1]]);

    assert.equal((await user.client.post('replicate-service/delete-image', { fileId: fileIds[0], isDeleted: false })).status, 200);
    assert.deepEqual((await images(user.client, model.publicId)).map((i) => i.fileId), [fileIds[0], fileIds[1]]);
    assert.deepEqual((await user.client.get('replicate-service/deleted-images')).body.deletedImages.map((i: { fileId: string }) => i.fileId), [fileIds[2]]);
  });

  it('refuses a batch that would empty a model, by name, and changes nothing; restores in the same batch count', async () => {
    const { user, model, fileIds } = await setup(3, 'Holiday');
    const all = await user.client.post('replicate-service/batch-delete-images', { operations: fileIds.map((fileId) => ({ fileId, isDeleted: true })) });
    assert.equal(all.status, 400);
    assert.equal(all.body.message, cannotDeleteAllMessage('Holiday'));
    assert.equal((await images(user.client, model.publicId)).length, 3);

    const two = await user.client.post('replicate-service/batch-delete-images', { operations: fileIds.slice(0, 2).map((fileId) => ({ fileId, isDeleted: true })) });
    assert.deepEqual(two.body, { status: 'success' });
    assert.deepEqual((await images(user.client, model.publicId)).map((i) => i.fileId), [fileIds[2]]);
    // Deleting the last visible one while restoring another leaves one: allowed.
    const swap = await user.client.post('replicate-service/batch-delete-images', {
      operations: [{ fileId: fileIds[2], isDeleted: true }, { fileId: fileIds[0], isDeleted: false }],
    });
    assert.equal(swap.status, 200);
    assert.deepEqual((await images(user.client, model.publicId)).map((i) => i.fileId), [fileIds[0]]);
  });

  it('concurrent deletes of the last two images leave one', async () => {
    const { user, model, fileIds } = await setup(2);
    const replies = await Promise.all(fileIds.map((fileId) => user.client.post('replicate-service/delete-image', { fileId, isDeleted: true })));
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 400]);
    assert.equal((await images(user.client, model.publicId)).length, 1);
  });

  it('answers the prompt, a signed file URL, and sets the profile picture of the same model only', async () => {
    const { user, model, fileIds } = await setup(2);
    assert.deepEqual((await user.client.post('replicate-service/image-details', { fileId: fileIds[0] })).body, { status: 'success', prompt: 'model picture 1' });
    const url = await user.client.post('upload-service/get-file-url', { fileId: fileIds[0] });
    assert.equal(url.body.status, 'success');
    const file = await fetch(`${server.url}${url.body.fileUrl}`);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'image/jpeg');
    assert.equal((await fetch(`${server.url}${url.body.fileUrl.replace(/exp=\d+/, 'exp=1')}`)).status, 403);

    assert.deepEqual((await user.client.post('replicate-service/set-profile-picture', { modelId: model.publicId, fileId: fileIds[1] })).body, { status: 'success' });
    const details = await user.client.post('replicate-service/model-details', { modelId: model.publicId });
    const row = await server.system.db.selectFrom('images').select('storage_key').where('file_id', '=', fileIds[1]!).executeTakeFirstOrThrow();
    assert.ok(details.body.model.MainImagePath.includes(row.storage_key), details.body.model.MainImagePath);

    const base = await user.client.post('replicate-service/set-profile-picture', { modelId: 'flux-base', fileId: fileIds[0] });
    assert.equal(base.status, 400);
    const otherModel = await succeededModel(server, user.accountId, { name: 'Other' });
    const wrong = await user.client.post('replicate-service/set-profile-picture', { modelId: otherModel.publicId, fileId: fileIds[0] });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, 'This image was not made with this model.');
  });
});
