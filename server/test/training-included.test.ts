// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CREDIT_BALANCE_HEADER } from 'api-client';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { submitTestCheckout } from './helpers/checkout.js';
import { balanceAndLedgerSum, historyOf } from './helpers/receipts.js';
import type { HttpClient } from './helpers/http-client.js';
import type { TrainingEngine } from '../src/modules/training/engines/training-engine.js';
import { createMockTrainingEngine } from '../src/modules/training/engines/mock-training.engine.js';
import { grantCredits, onePerson, trainingEnv, uploadZip, zipOf } from './fixtures/upload-helpers.js';
import { recordingEngine } from './generation.helpers.js';

const SITE = 'http://site.test';

/**
 * A starter pack includes a training (issue 37): it is kept for a training, never spent by another click,
 * and given back when the training fails (docs/credits-and-payments.md#trainings-a-purchase-includes).
 */
describe(`a starter pack's training is kept for a training (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ ...trainingEnv(), RATE_LIMIT_PER_MINUTE: '1000', ALLOWED_ORIGINS: SITE });
  });
  after(() => server.close());

  const buyStarter = async (client: HttpClient) => {
    const checkout = await client.post('photo-pack-service/photo-packs/checkout', { photoPackReference: 'linkedin-headshots-starter', originatingPagePath: '/buy-packs' });
    assert.equal(checkout.status, 200, JSON.stringify(checkout.body));
    return checkout.body.url as string;
  };
  const accountInfo = async (client: HttpClient) => (await client.get('auth-service/account-info')).body;
  const entitlements = (accountId: number) =>
    server.system.db.selectFrom('training_entitlements').selectAll().where('account_id', '=', accountId).orderBy('id').execute();

  it('buy the Starter → a base image is refused for want of credits → another is bought with credits → the training still starts with no payment', async () => {
    server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 60 }));
    const { client, accountId } = await createSignedInUser(server);
    assert.equal((await submitTestCheckout(await buyStarter(client), 'pay')).status, 303);

    assert.deepEqual([(await accountInfo(client)).credits, (await accountInfo(client)).trainingsIncluded], [0, 1]);
    const overview = await client.post('replicate-service/train-overview');
    assert.deepEqual([overview.body.hasModelCredits, overview.body.trainingsIncluded], [true, 1]);

    // The included training is not credits: a base image is refused, and nothing is taken from it.
    const refused = await client.post('replicate-service/gen', { prompt: 'A portrait in a park', modelId: 'flux-base', imageCount: 1 });
    assert.equal(refused.status, 402, JSON.stringify(refused.body));
    assert.equal(refused.headers.get(CREDIT_BALANCE_HEADER), '0');
    await grantCredits(server, accountId, 10);
    const made = await client.post('replicate-service/gen', { prompt: 'A portrait in a park', modelId: 'flux-base', imageCount: 1 });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.deepEqual([(await accountInfo(client)).credits, (await accountInfo(client)).trainingsIncluded], [0, 1]);

    const upload = await uploadZip(server, client, await zipOf(onePerson()), { modelName: 'Grace' });
    assert.equal(upload.status, 200, JSON.stringify(upload.body));
    const ledger = await server.system.credits.creditsService.entries(accountId);
    assert.ok(!ledger.some((entry) => entry.reason === 'training'), 'no credits were taken for the training');
    assert.deepEqual((await entitlements(accountId)).map((e) => [e.model_public_id, e.model_name]), [[upload.body.modelId, 'Grace']]);
    assert.deepEqual([(await accountInfo(client)).credits, (await accountInfo(client)).trainingsIncluded], [0, 0]);
    assert.equal((await client.post('replicate-service/train-overview')).body.modelIsTraining, true);

    const history = await historyOf(client);
    assert.deepEqual(history.map((e) => [e.kind, e.title, e.credits, e.trainings, e.balanceAfter]), [
      ['training', 'Model training: Grace (training included)', 0, -1, 0],
      ['photos', '1 photo (base model)', -10, 0, 0],
      ['support-grant', 'Granted by support', 10, 0, 10],
      ['purchase', 'LinkedIn Headshots Starter photo pack (training included)', 0, 1, 0],
    ]);
  });

  it('ten Pay presses of one Starter checkout grant one training; ten trainings at once use it once and then credits, never below zero', async () => {
    const { client, accountId } = await createSignedInUser(server);
    const url = await buyStarter(client);
    await Promise.all(Array.from({ length: 10 }, () => submitTestCheckout(url, 'pay')));
    assert.equal((await entitlements(accountId)).length, 1);

    // One included training and credits for two more: of ten trainings asked for at once, three are paid.
    await grantCredits(server, accountId, 2 * 1150);
    const { creditsService } = server.system.credits;
    const models = Array.from({ length: 10 }, (_, i) => ({ accountId, id: 1_000_000 + i, publicId: `concurrent-${accountId}-${i}`, name: `M${i}` }));
    const outcomes = await Promise.allSettled(models.map((model) =>
      server.system.db.transaction().execute((trx) => creditsService.chargeTraining(model, trx))));
    const paid = outcomes.filter((o) => o.status === 'fulfilled').map((o) => (o as PromiseFulfilledResult<string>).value).sort();
    assert.deepEqual(paid, ['credits', 'credits', 'included']);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) {
      assert.equal((outcome as PromiseRejectedResult).reason.httpStatus, 402);
    }
    assert.deepEqual(await balanceAndLedgerSum(server, accountId), { balance: 0, sum: 0 });
    assert.equal((await entitlements(accountId)).filter((e) => e.used_at !== null).length, 1);
    // Asked again for a model already paid: nothing moves.
    const paidModel = models.find((_, i) => outcomes[i]?.status === 'fulfilled')!;
    await server.system.db.transaction().execute((trx) => creditsService.chargeTraining(paidModel, trx));
    assert.deepEqual(await balanceAndLedgerSum(server, accountId), { balance: 0, sum: 0 });
  });

  it('a failed training gives the included training back, not credits, once', async () => {
    const failing: TrainingEngine = {
      name: 'mock',
      start: async () => ({ externalId: 'failing-included' }),
      status: async () => ({ state: 'failed', error: 'out of GPU' }),
      cancel: async () => {},
      deleteWeights: async () => {},
    };
    server.useTrainingEngine(failing);
    const { client, accountId, email } = await createSignedInUser(server);
    assert.equal((await submitTestCheckout(await buyStarter(client), 'pay')).status, 303);
    const upload = await uploadZip(server, client, await zipOf(onePerson()), { modelName: 'Lin' });
    assert.equal(upload.status, 200, JSON.stringify(upload.body));
    await server.drainJobs();
    const row = await server.system.db.selectFrom('models').select('id').where('public_id', '=', upload.body.modelId).executeTakeFirstOrThrow();
    await Promise.all([server.system.training.trainingService.poll(row.id), server.system.training.trainingService.poll(row.id)]);

    assert.deepEqual([(await accountInfo(client)).credits, (await accountInfo(client)).trainingsIncluded], [0, 1]);
    assert.deepEqual(await balanceAndLedgerSum(server, accountId), { balance: 0, sum: 0 });
    const mails = (await server.system.mailRepository.listRecent(1000)).filter((m) => m.to_address === email && m.subject === 'Training of your model Lin failed');
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.text_body, /The training your purchase included is yours again/);
    server.useTrainingEngine(createMockTrainingEngine({ trainingSeconds: 1 }));
  });

  it('every signed-in answer carries the balance, read afresh after a change, exposed to the site across origins', async () => {
    const { client, accountId } = await createSignedInUser(server);
    await grantCredits(server, accountId, 25);
    const status = await client.get('replicate-service/gen-status');
    assert.equal(status.headers.get(CREDIT_BALANCE_HEADER), '25');
    const made = await client.post('replicate-service/gen', { prompt: 'A portrait in a park', modelId: 'flux-base', imageCount: 2 });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.equal(made.headers.get(CREDIT_BALANCE_HEADER), '5', 'the answer of the spend carries the balance after it');
    assert.equal((await accountInfo(client)).credits, 5);
    // A grant made outside any request (support, an offer's hold): the next answer of any kind carries it.
    await grantCredits(server, accountId, 100);
    assert.equal((await client.post('replicate-service/models-thin')).headers.get(CREDIT_BALANCE_HEADER), '105');
    // A refund: every image of a gen fails; its answer (a 502) carries the balance with the credits given back.
    server.useImageEngine(recordingEngine({ fail: () => true }).engine);
    const failed = await client.post('replicate-service/gen', { prompt: 'A portrait in a park', modelId: 'flux-base', imageCount: 1 });
    assert.equal(failed.status, 502, JSON.stringify(failed.body));
    assert.equal(failed.headers.get(CREDIT_BALANCE_HEADER), '105');
    // A visitor's answers carry none.
    assert.equal((await server.client().get('subscription-service/packages')).headers.get(CREDIT_BALANCE_HEADER), null);
    // The site on another origin (a CDN) may read it.
    const crossOrigin = await client.request('GET', 'replicate-service/gen-status', undefined, { origin: SITE });
    assert.equal(crossOrigin.headers.get('access-control-allow-origin'), SITE);
    assert.match(crossOrigin.headers.get('access-control-expose-headers') ?? '', new RegExp(CREDIT_BALANCE_HEADER, 'i'));
  });
});
