// @test-databases pglite
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { MASK_EDIT_FAILED_MESSAGE } from 'api-client';
import { startFakeCog, type FakeCog } from './fakes/fake-cog.js';
import { startFakeReplicate, type FakeReplicate } from './fakes/fake-replicate.js';
import { trainingEnv } from './fixtures/upload-helpers.js';
import { grant, ledgerState } from './generation.helpers.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { editMask, maskPng, uploadImage } from './image-edits.helpers.js';

/** A signed-in user with credits and an uploaded 600×800 photo (big enough to go through POST /files on Replicate). */
async function userWithUpload(server: TestServer) {
  const user = await createSignedInUser(server);
  await grant(server, user.accountId, 100);
  const noise = randomBytes(600 * 800 * 3);
  const photo = await sharp(noise, { raw: { width: 600, height: 800, channels: 3 } }).png().toBuffer();
  const reply = await uploadImage(server, user.client, photo);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return { ...user, fileId: reply.body.nextPage.split('/').pop() as string };
}

const originOf = (server: TestServer, fileId: string) =>
  server.system.db.selectFrom('images').select(['origin', 'storage_key']).where('file_id', '=', fileId).executeTakeFirstOrThrow();

describe('edits and filters on Replicate (fake)', () => {
  let fake: FakeReplicate;
  let server: TestServer;
  before(async () => {
    fake = await startFakeReplicate();
    fake.autoFinishAfterPolls(1);
    server = await startTestServer({
      ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000', IMAGE_ENGINE: 'replicate', REPLICATE_API_TOKEN: fake.token,
      REPLICATE_BASE_URL: fake.baseUrl, REPLICATE_OWNER: fake.owner, REPLICATE_LORA_TRAINER_VERSION: fake.trainerVersion,
      REPLICATE_INPAINT_VERSION: fake.inpaintVersion, REPLICATE_GHIBLI_VERSION: fake.ghibliVersion,
    });
  });
  after(async () => {
    await server.close();
    await fake.close();
  });

  it('inpaints on the pinned flux-fill version with the image and a mask of its size, and stores the output at once', async () => {
    const user = await userWithUpload(server);
    const reply = await editMask(server, user.client, user.fileId, 'a straw hat', await maskPng(300, 400));
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/predictions').at(-1)!.body as { version: string; input: Record<string, unknown> };
    assert.equal(created.version, fake.inpaintVersion.split(':')[1]);
    assert.equal(created.input.prompt, 'a straw hat');
    assert.match(String(created.input.image), /\/v1\/files\//, 'a large image goes through POST /files');
    assert.match(String(created.input.mask), /^data:image\/png;base64,/, 'a small mask goes inline');
    const stored = await originOf(server, reply.body.fileId);
    assert.equal(stored.origin, 'edit');
    assert.equal((await sharp((await server.system.storage.get(stored.storage_key))!).metadata()).format, 'jpeg');
    assert.equal((await ledgerState(server, user.accountId)).balance, 90);
  });

  it('runs the Ghibli filter image-to-image on its pinned version; a failed prediction is refunded once', async () => {
    const user = await userWithUpload(server);
    const reply = await user.client.post('replicate-service/apply-filter', { fileId: user.fileId, filterName: 'mirage-ghibli' });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/predictions').at(-1)!.body as { version: string; input: Record<string, unknown> };
    assert.equal(created.version, fake.ghibliVersion.split(':')[1]);
    assert.match(String(created.input.prompt), /^GHIBLI/);
    assert.equal((await originOf(server, reply.body.fileId)).origin, 'filter');

    fake.autoFinishAfterPolls(1, 'failed', 'NSFW content detected');
    try {
      const failed = await user.client.post('replicate-service/apply-filter', { fileId: user.fileId, filterName: 'mirage-ghibli' });
      assert.deepEqual([failed.status, failed.body.message], [502, MASK_EDIT_FAILED_MESSAGE]);
    } finally {
      fake.autoFinishAfterPolls(1);
    }
    const ledger = await ledgerState(server, user.accountId);
    assert.deepEqual([ledger.balance, ledger.sum], [90, 90]);
  });
});

describe('edits and filters on a self-hosted Cog server (fake)', () => {
  let cog: FakeCog;
  let server: TestServer;
  before(async () => {
    cog = await startFakeCog();
    server = await startTestServer({
      ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000', IMAGE_ENGINE: 'cog', COG_TRAINER_URL: cog.url, COG_WEBHOOK_TOKEN: 'cog-webhook-token-0123456789',
      COG_GHIBLI_WEIGHTS: 'https://weights.example.test/ghibli.tar',
    });
  });
  after(async () => {
    await server.close();
    await cog.close();
  });

  it('inpaints with image and mask as data URIs and filters with the Ghibli LoRA', async () => {
    const user = await userWithUpload(server);
    const edit = await editMask(server, user.client, user.fileId, 'a red scarf', await maskPng(1200, 1600));
    assert.equal(edit.status, 200, JSON.stringify(edit.body));
    const filter = await user.client.post('replicate-service/apply-filter', { fileId: user.fileId, filterName: 'mirage-ghibli' });
    assert.equal(filter.status, 200, JSON.stringify(filter.body));
    const [editInput, filterInput] = cog.requests.filter((r) => r.path === '/predictions').map((r) => (r.body as { input: Record<string, unknown> }).input);
    assert.match(String(editInput!.image), /^data:image\/png;base64,/);
    assert.match(String(editInput!.mask), /^data:image\/png;base64,/);
    assert.equal(filterInput!.replicate_weights, 'https://weights.example.test/ghibli.tar');
    assert.equal(filterInput!.mask, undefined);
    assert.deepEqual([(await originOf(server, edit.body.fileId)).origin, (await originOf(server, filter.body.fileId)).origin], ['edit', 'filter']);

    cog.control.prediction.fail = 'CUDA out of memory';
    try {
      const failed = await editMask(server, user.client, user.fileId, 'a red scarf', await maskPng(600, 800));
      assert.deepEqual([failed.status, failed.body.message], [502, MASK_EDIT_FAILED_MESSAGE]);
    } finally {
      cog.control.prediction.fail = undefined;
    }
    assert.equal((await ledgerState(server, user.accountId)).balance, 80);
  });
});
