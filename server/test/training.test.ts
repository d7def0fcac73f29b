// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import type { TrainingEngine } from '../src/modules/training/engines/training-engine.js';
import { createMockTrainingEngine } from '../src/modules/training/engines/mock-training.engine.js';
import { passJobTime } from './helpers/job-clock.js';
import { grantCredits, onePerson, trainingEnv, trainUntilDone, uploadZip, zipOf } from './fixtures/upload-helpers.js';

describe(`training lifecycle (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer(trainingEnv());
  });
  after(() => server.close());

  const mailsTo = async (email: string) =>
    (await server.system.mailRepository.listRecent(1000)).filter((m) => m.to_address === email);

  it('trains on the mock engine: credits spent, model listed with a working image, overview through the lifecycle', async () => {
    server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 1 }));
    const { client, accountId, email } = await createSignedInUser(server, { rulesAccepted: false });
    await grantCredits(server, accountId, 1150);
    const before = await client.post('replicate-service/train-overview');
    assert.equal(before.body.hasModelCredits, true);
    assert.equal(before.body.modelIsTraining, false);
    assert.equal(before.body.showRules, true);
    await client.post('replicate-service/update-rules-accepted');

    const upload = await uploadZip(server, client, await zipOf(onePerson()), { modelName: 'Ada' });
    assert.equal(upload.status, 200, JSON.stringify(upload.body));
    const modelId = upload.body.modelId as string;
    assert.equal(await server.system.credits.creditsService.balance(accountId), 0);

    const training = await client.post('replicate-service/train-overview');
    assert.equal(training.body.modelIsTraining, true);
    assert.equal(training.body.trainingModelName, 'Ada');
    assert.ok(!Number.isNaN(Date.parse(training.body.trainingStartTime)));
    assert.equal(training.body.hasModelCredits, false);
    assert.equal((await client.get('replicate-service/gen-status')).body.currentlyTrainingModelName, 'Ada');

    assert.equal(await trainUntilDone(server, modelId), 'succeeded');
    const row = await server.system.db.selectFrom('models').selectAll().where('public_id', '=', modelId).executeTakeFirstOrThrow();
    assert.equal(row.trained_version, `mock:${row.external_id}`);
    assert.ok(row.finished_at);
    assert.ok((await mailsTo(email)).some((m) => m.subject === 'Your model Ada is ready'));

    const models = await client.post('replicate-service/models', {});
    assert.equal(models.body.models[0].ModelID, 'flux-base');
    assert.equal(models.body.models[0].ModelType, 'flux-base');
    const mine = models.body.models[1];
    assert.equal(mine.ModelID, modelId);
    assert.equal(mine.Status, 'succeeded');
    assert.equal(mine.Class, 'woman');
    assert.equal(mine.Characteristics, 'brown-haired,with-glasses');
    const image = await fetch(`${server.url}${mine.MainImagePath}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/jpeg');
    assert.match(image.headers.get('cache-control') ?? '', /^private, max-age=\d+$/);
    const thin = await client.post('replicate-service/models-thin');
    assert.deepEqual(thin.body.models.map((m: { ModelID: string }) => m.ModelID), [modelId]);

    const done = await client.post('replicate-service/train-overview');
    assert.equal(done.body.modelIsTraining, false);
    assert.equal(done.body.readyModelsExist, true);
    assert.equal(done.body.recentlyCompletedModelName, 'Ada');
    assert.equal(done.body.recentlyCompletedModelId, modelId);
    assert.equal(done.body.recentlyCompletedDidFail, false);
    const status = await client.get('replicate-service/gen-status');
    assert.equal(status.body.hasCompletedModels, true);
    assert.equal(status.body.currentlyTrainingModelName, null);

    // Viewing the model dismisses the completion notice.
    const details = await client.post('replicate-service/model-details', { modelId });
    assert.equal(details.body.model.ModelName, 'Ada');
    assert.equal((await client.post('replicate-service/train-overview')).body.recentlyCompletedModelName, null);
  });

  it('refunds a failed training exactly once, even when the poll runs twice', async () => {
    const failing: TrainingEngine = {
      name: 'mock',
      start: async () => ({ externalId: 'failing-1' }),
      status: async () => ({ state: 'failed', error: 'out of GPU' }),
      cancel: async () => {},
      deleteWeights: async () => {},
    };
    server.useTrainingEngine(failing);
    const { client, accountId, email } = await createSignedInUser(server);
    await grantCredits(server, accountId, 1150);
    const upload = await uploadZip(server, client, await zipOf(onePerson()), { modelName: 'Bob' });
    assert.equal(upload.status, 200);
    await server.drainJobs(); // training.start, beside model.look-alike
    const row = await server.system.db.selectFrom('models').selectAll().where('public_id', '=', upload.body.modelId).executeTakeFirstOrThrow();
    assert.equal(row.external_id, 'failing-1');
    await Promise.all([server.system.training.trainingService.poll(row.id), server.system.training.trainingService.poll(row.id)]);
    await server.system.training.trainingService.poll(row.id);
    await passJobTime(server.system.db, 3); // the next poll comes due
    await server.drainJobs(); // the scheduled poll finds the model already failed
    const refunds = (await server.system.credits.creditsService.entries(accountId)).filter((e) => e.reason === 'refund');
    assert.equal(refunds.length, 1);
    assert.equal(refunds[0]?.amount, 1150);
    assert.equal(await server.system.credits.creditsService.balance(accountId), 1150);
    const failed = await server.system.db.selectFrom('models').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    assert.equal(failed.status, 'failed');
    assert.equal(failed.failure_reason, 'out of GPU');
    assert.equal((await mailsTo(email)).filter((m) => m.subject === 'Training of your model Bob failed').length, 1);
    const overview = await client.post('replicate-service/train-overview');
    assert.equal(overview.body.recentlyCompletedDidFail, true);
    assert.equal(overview.body.recentlyCompletedModelName, 'Bob');
    assert.equal(overview.body.hasModelCredits, true);
    server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 1 }));
  });

  it('starts a training once when the start job runs twice', async () => {
    let starts = 0;
    server.useTrainingEngine({
      name: 'mock',
      start: async () => ({ externalId: `counted-${(starts += 1)}` }),
      status: async () => ({ state: 'processing' }),
      cancel: async () => {},
      deleteWeights: async () => {},
    });
    const { client, accountId } = await createSignedInUser(server);
    await grantCredits(server, accountId, 1150);
    const upload = await uploadZip(server, client, await zipOf(onePerson()));
    const row = await server.system.db.selectFrom('models').select('id').where('public_id', '=', upload.body.modelId).executeTakeFirstOrThrow();
    // As if the upload's look-alike job had run, so that the drain below is not seconds long and the first
    // poll does not come due within it (the job itself would queue a poll of its own).
    await server.system.db.updateTable('models').set({ look_alike_outliers: [] }).where('id', '=', row.id).execute();
    await server.system.training.trainingService.start(row.id);
    await server.system.training.trainingService.start(row.id);
    await server.drainJobs();
    assert.equal(starts, 1);
    const polls = await server.system.db.selectFrom('jobs').select('id').where('name', '=', 'training.poll')
      .where('payload', '=', JSON.stringify({ modelId: row.id })).execute();
    assert.equal(polls.length, 1);
    server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 1 }));
  });

  it('the sweeper re-polls a training whose poll chain died, and fails and refunds it once past its deadline', async () => {
    server.useTrainingEngine({
      name: 'mock',
      start: async () => ({ externalId: 'unreachable-1' }),
      status: async () => {
        throw new Error('trainer unreachable');
      },
      cancel: async () => {},
      deleteWeights: async () => {},
    });
    const { client, accountId } = await createSignedInUser(server);
    await grantCredits(server, accountId, 1150);
    const upload = await uploadZip(server, client, await zipOf(onePerson()), { modelName: 'Lost' });
    const row = await server.system.db.selectFrom('models').select('id').where('public_id', '=', upload.body.modelId).executeTakeFirstOrThrow();
    await server.system.training.trainingService.start(row.id);
    const sweepPolls = () => server.system.db.selectFrom('jobs').select('id')
      .where('singleton_key', 'like', `training.sweep:training.poll:${row.id}:%`).execute();
    await server.system.training.trainingService.sweep();
    await server.system.training.trainingService.sweep();
    assert.equal((await sweepPolls()).length, 1, 'one re-poll per sweep window');

    // The trainer never answers; once the deadline has passed the sweeper gives up without it.
    await sql`update models set created_at = now() - interval '3 hours' where id = ${row.id}`.execute(server.system.db);
    await server.system.training.trainingService.sweep();
    await server.system.training.trainingService.sweep();
    const model = await server.system.db.selectFrom('models').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    assert.equal(model.status, 'failed');
    assert.equal(model.failure_reason, 'Training did not finish in time');
    const refunds = (await server.system.credits.creditsService.entries(accountId)).filter((e) => e.reason === 'refund');
    assert.equal(refunds.length, 1);
    assert.equal(await server.system.credits.creditsService.balance(accountId), 1150);
    server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 1 }));
  });
});
