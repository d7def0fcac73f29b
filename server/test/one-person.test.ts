// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CREDITS_PER_TRAINING, UPLOAD_CONFIRMATION_HOURS } from 'api-client';
import { MODEL_NOT_FOUND_MESSAGE } from '../src/modules/models/index.js';
import { sql } from 'kysely';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { face, grantCredits, onePerson, trainingEnv, trainUntilDone, uploadZip, zipOf } from './fixtures/upload-helpers.js';
import { ledgerState } from './generation.helpers.js';

/** One person per model, checked before a credit is spent (docs/likeness.md#one-person-per-model). */
describe(`one person per model (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  async function richUser() {
    const user = await createSignedInUser(server);
    await grantCredits(server, user.accountId, CREDITS_PER_TRAINING);
    return user;
  }
  const modelRow = (publicId: string) => server.system.db.selectFrom('models').selectAll().where('public_id', '=', publicId).executeTakeFirst();
  const storedFiles = async (publicId: string) => {
    const photos = await server.system.db.selectFrom('training_photos').innerJoin('models', 'models.id', 'training_photos.model_id')
      .select('storage_key').where('models.public_id', '=', publicId).execute();
    return [...photos.map((p) => p.storage_key), `models/${publicId}/main.jpg`];
  };
  /** Ten photos of one person with two strangers at the end. */
  const mixedSet = () => [...onePerson(10), face(5), face(9)];

  it('a mixed set waits unpaid with its outliers: no debit, no training, no model in the lists', async () => {
    const { client, accountId } = await richUser();
    const reply = await uploadZip(server, client, await zipOf(mixedSet()));
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.deepEqual({ ...reply.body, modelId: typeof reply.body.modelId }, { status: 'needs-confirmation', modelId: 'string', lookAlikeOutliers: [11, 12] });
    assert.equal((await ledgerState(server, accountId)).balance, CREDITS_PER_TRAINING);
    const row = await modelRow(reply.body.modelId);
    assert.deepEqual([row?.status, row?.look_alike_outliers, row?.identity_confirmed_at], ['awaiting-confirmation', [11, 12], null]);
    assert.equal(row?.face_reference?.length, 1024);
    const jobs = await server.system.db.selectFrom('jobs').select('name').where(sql<boolean>`payload->>'modelId' = ${String(row?.id)}`).execute();
    assert.deepEqual(jobs, [], 'nothing queued for it');
    const thin = await client.post('replicate-service/models-thin', {});
    assert.ok(!thin.body.models.some((m: { ModelID: string }) => m.ModelID === reply.body.modelId));
    const overview = await client.post('replicate-service/train-overview');
    assert.deepEqual([overview.body.modelIsTraining, overview.body.hasModelCredits], [false, true]);
    assert.equal((await client.post('replicate-service/model-details', { modelId: reply.body.modelId })).status, 404);
  });

  it('the person is the largest group of alike faces: one stray first photo is the only outlier', async () => {
    const { client } = await richUser();
    const reply = await uploadZip(server, client, await zipOf([face(5), ...onePerson(11)]));
    assert.deepEqual([reply.status, reply.body.status, reply.body.lookAlikeOutliers], [200, 'needs-confirmation', [1]]);
  });

  it('"These are all me" ten times at once: one debit, one training, the time recorded; balance = ledger sum; others get 404', async () => {
    const { client, accountId } = await richUser();
    const { body } = await uploadZip(server, client, await zipOf(mixedSet()));
    const other = await createSignedInUser(server);
    assert.equal((await other.client.post('upload-service/confirm-training', { modelId: body.modelId })).status, 404);
    assert.equal((await client.post('upload-service/confirm-training', { modelId: 'no-such-model' })).status, 404);

    const replies = await Promise.all(Array.from({ length: 10 }, () => client.post('upload-service/confirm-training', { modelId: body.modelId })));
    assert.deepEqual(replies.map((r) => r.status), Array(10).fill(200), JSON.stringify(replies.map((r) => r.body)));
    assert.ok(replies.every((r) => r.body.status === 'success' && r.body.modelId === body.modelId));
    const state = await ledgerState(server, accountId);
    assert.deepEqual([state.balance, state.sum], [0, 0]);
    assert.equal(state.entries.filter((e) => e.reason === 'training').length, 1);
    const row = await modelRow(body.modelId);
    assert.ok(row?.identity_confirmed_at, 'the confirmation is recorded with its time');
    assert.equal(await trainUntilDone(server, body.modelId), 'succeeded');
    const models = await client.post('replicate-service/models-thin', {});
    assert.ok(models.body.models.some((m: { ModelID: string; Status: string }) => m.ModelID === body.modelId && m.Status === 'succeeded'));
  });

  it('a new upload replaces the one waiting, and an unconfirmed upload expires after a day with its photos', async () => {
    const { client } = await richUser();
    const first = (await uploadZip(server, client, await zipOf(mixedSet()))).body;
    const firstFiles = await storedFiles(first.modelId);
    assert.equal(firstFiles.length, 13);
    const second = (await uploadZip(server, client, await zipOf(mixedSet()))).body;
    assert.equal(await modelRow(first.modelId), undefined);
    for (const key of firstFiles) assert.equal(await server.system.storage.get(key), null, `${key} deleted`);
    assert.equal((await client.post('upload-service/confirm-training', { modelId: first.modelId })).status, 404);

    const secondFiles = await storedFiles(second.modelId);
    const { trainingConfirmation } = server.system.uploads;
    const uploadedAt = (await modelRow(second.modelId))!.created_at.getTime();
    await trainingConfirmation.expire(new Date(uploadedAt + (UPLOAD_CONFIRMATION_HOURS - 1) * 3_600_000));
    assert.ok(await modelRow(second.modelId), 'still waiting within the day');
    await trainingConfirmation.expire(new Date(uploadedAt + (UPLOAD_CONFIRMATION_HOURS + 1) * 3_600_000));
    assert.equal(await modelRow(second.modelId), undefined);
    for (const key of secondFiles) assert.equal(await server.system.storage.get(key), null, `${key} deleted`);
  });

  it('an upload past its wait cannot be confirmed, even before the sweep deletes it: 404, nothing spent', async () => {
    const { client, accountId } = await richUser();
    const { body } = await uploadZip(server, client, await zipOf(mixedSet()));
    const uploadedAt = (await modelRow(body.modelId))!.created_at.getTime();
    try {
      server.useClock(() => new Date(uploadedAt + UPLOAD_CONFIRMATION_HOURS * 3_600_000 + 60_000));
      const late = await client.post('upload-service/confirm-training', { modelId: body.modelId });
      assert.deepEqual([late.status, late.body.message], [404, MODEL_NOT_FOUND_MESSAGE]);
      assert.equal((await ledgerState(server, accountId)).balance, CREDITS_PER_TRAINING, 'nothing debited');
      assert.equal((await modelRow(body.modelId))?.status, 'awaiting-confirmation', 'the sweep deletes it, not the confirmation');

      server.useClock(() => new Date(uploadedAt + UPLOAD_CONFIRMATION_HOURS * 3_600_000 - 60_000));
      const inTime = await client.post('upload-service/confirm-training', { modelId: body.modelId });
      assert.equal(inTime.status, 200, 'a minute before the end of its wait it still trains');
    } finally {
      server.useClock(() => new Date());
    }
  });

  it('a set of one person trains at once, as before', async () => {
    const { client, accountId } = await richUser();
    const reply = await uploadZip(server, client, await zipOf(onePerson(14)));
    assert.deepEqual([reply.status, reply.body.status], [200, 'success'], JSON.stringify(reply.body));
    assert.equal((await ledgerState(server, accountId)).balance, 0);
    assert.equal((await modelRow(reply.body.modelId))?.identity_confirmed_at, null);
  });
});
