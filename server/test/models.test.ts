// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { RULES_NOT_ACCEPTED_MESSAGE } from 'api-client';
import { createSignedInUser } from './helpers/fixtures.js';
import { buyWithTestCheckout } from './helpers/checkout.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { trainingEnv, twelveFaces, uploadZip, zipOf } from './fixtures/upload-helpers.js';

describe(`models calls (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(trainingEnv());
  });
  after(() => server.close());

  async function modelOf(accountId: number, name = 'Mine') {
    const publicId = randomUUID();
    const row = await server.system.models.modelsRepository.create({
      publicId, accountId, name, modelClass: 'man', characteristics: '', triggerWord: `TOK${publicId.slice(0, 6)}`,
      engine: 'mock', mainImageKey: `models/${publicId}/main.jpg`,
    }, [], server.system.db);
    return { publicId, id: row.id };
  }

  it("answers 404 for another user's model on every call by id", async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const { publicId } = await modelOf(owner.accountId);
    for (const [path, body] of [
      ['replicate-service/model-details', { modelId: publicId }],
      ['replicate-service/edit-model', { modelId: publicId, modelClass: 'woman', modelCharacteristics: '' }],
      ['replicate-service/update-latest-model', { modelId: publicId }],
    ] as const) {
      const reply = await other.client.post(path, body);
      assert.equal(reply.status, 404, path);
      assert.equal(reply.body.message, 'Model not found.');
    }
    assert.equal((await owner.client.post('replicate-service/model-details', { modelId: publicId })).status, 200);
    assert.deepEqual((await other.client.post('replicate-service/models-thin')).body.models, []);
  });

  it('edits class and characteristics, and remembers the latest model', async () => {
    const owner = await createSignedInUser(server);
    const { publicId, id } = await modelOf(owner.accountId);
    const edit = await owner.client.post('replicate-service/edit-model', { modelId: publicId, modelClass: 'person', modelCharacteristics: 'bald,tall' });
    assert.deepEqual(edit.body, { status: 'success' });
    const details = await owner.client.post('replicate-service/model-details', { modelId: publicId });
    assert.equal(details.body.model.Class, 'person');
    assert.equal(details.body.model.Characteristics, 'bald,tall');
    const unknown = await owner.client.post('replicate-service/edit-model', { modelId: publicId, modelClass: 'person', modelCharacteristics: 'purple' });
    assert.equal(unknown.status, 400);
    assert.deepEqual((await owner.client.post('replicate-service/update-latest-model', { modelId: publicId })).body, { status: 'success' });
    const account = await server.system.db.selectFrom('accounts').select('latest_model_id').where('id', '=', owner.accountId).executeTakeFirstOrThrow();
    assert.equal(account.latest_model_id, id);
  });

  it('gen-status reports real account data; until the rules are accepted gen and training are refused; accepting hides them', async () => {
    const user = await createSignedInUser(server, { rulesAccepted: false });
    await server.system.credits.creditsService.post({ accountId: user.accountId, amount: 40, reason: 'grant', idempotencyKey: `gs-${user.accountId}` });
    const status = await user.client.get('replicate-service/gen-status');
    assert.deepEqual(status.body, {
      status: 'success', credits: 40, trainingsIncluded: 0, hasCompletedModels: false, userHasPurchased: false, persona: 'single', isMockMode: false,
      showRules: true, isAdmin: false, currentlyTrainingModelName: null, lastPrompt: null,
    });
    // userHasPurchased means a fulfilled payment: buy a bundle on the local test checkout.
    assert.equal((await buyWithTestCheckout(user.client, { purchaseType: 'payg', credits: 3000 })).status, 303);
    // A client that skips the rules screen is refused by the server, and nothing is spent.
    const gen = () => user.client.post('replicate-service/gen', { prompt: 'a portrait in a park', modelId: 'flux-base', imageCount: 1 });
    const refused = await gen();
    assert.deepEqual([refused.status, refused.body.message], [403, RULES_NOT_ACCEPTED_MESSAGE]);
    const upload = await uploadZip(server, user.client, await zipOf(twelveFaces()));
    assert.deepEqual([upload.status, upload.body.message], [403, RULES_NOT_ACCEPTED_MESSAGE]);
    const balance = (await user.client.get('replicate-service/gen-status')).body.credits;
    assert.deepEqual((await user.client.post('replicate-service/update-rules-accepted')).body, { status: 'success' });
    assert.equal((await gen()).status, 200);
    assert.equal((await user.client.get('replicate-service/gen-status')).body.credits, balance - 10);
    const after = await user.client.get('replicate-service/gen-status');
    assert.equal(after.body.showRules, false);
    assert.equal(after.body.userHasPurchased, true);
    assert.equal((await user.client.post('replicate-service/train-overview')).body.showRules, false);
    const admin = await createSignedInUser(server, { admin: true });
    assert.equal((await admin.client.get('replicate-service/gen-status')).body.isAdmin, true);
    assert.equal((await server.client().get('replicate-service/gen-status')).status, 401);
  });

  it('lists the base model first, then the newest own model', async () => {
    const user = await createSignedInUser(server);
    await modelOf(user.accountId, 'First');
    await modelOf(user.accountId, 'Second');
    const reply = await user.client.post('replicate-service/models', {});
    assert.deepEqual(reply.body.models.map((m: { ModelName: string; ModelType: string }) => [m.ModelType, m.ModelName]).slice(1), [
      ['flux-lora', 'Second'], ['flux-lora', 'First'],
    ]);
    assert.equal(reply.body.models[0].ModelID, 'flux-base');
    assert.equal(reply.body.models[0].Status, 'succeeded');
  });

  it('names the latest model in the models reply, so gen selects it first', async () => {
    const user = await createSignedInUser(server);
    const first = await modelOf(user.accountId, 'First');
    await modelOf(user.accountId, 'Second');
    assert.equal((await user.client.post('replicate-service/models', {})).body.latestModelId, null);
    await user.client.post('replicate-service/update-latest-model', { modelId: first.publicId });
    assert.equal((await user.client.post('replicate-service/models', {})).body.latestModelId, first.publicId);
    // The base model is remembered as "no model of their own".
    await user.client.post('replicate-service/update-latest-model', { modelId: 'flux-base' });
    assert.equal((await user.client.post('replicate-service/models', {})).body.latestModelId, null);
  });

  it('feeds the admin system status with the last training time', async () => {
    const user = await createSignedInUser(server);
    const before = Date.now();
    await modelOf(user.accountId);
    const last = await server.system.admin.activitySources.lastTrainingTime();
    const after = Date.now();
    assert.ok(last instanceof Date && before <= last.getTime() && last.getTime() <= after, `${last?.toISOString()}: this model's`);
  });
});
