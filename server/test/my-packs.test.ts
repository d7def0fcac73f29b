// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MyPackPurchases } from 'api-client';
import type { PackPurchasesRepository, PurchaseListRow } from '../src/modules/packs/pack-purchases.repository.js';
import { createPackPurchasesService } from '../src/modules/packs/pack-purchases.service.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { buyPack, fakeEngine, generateWhileDraining, packIdOf, succeededModel } from './helpers/pack-fixtures.js';
import type { HttpClient } from './helpers/http-client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

describe('my packs and the pack waiting to be generated', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(async () => {
    await server.close();
  });

  const myPacks = async (client: HttpClient): Promise<MyPackPurchases> => {
    const reply = await client.post('photo-pack-service/my-pack-purchases');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body;
  };
  const pendingOnTrainPage = async (client: HttpClient): Promise<number | null> => {
    const reply = await client.post('replicate-service/train-overview');
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body.photoPackPendingID;
  };

  /** A pack generation still making its images, as generate-pack leaves it before the slots settle. */
  async function runningGeneration(accountId: number, modelId: number, purchaseId: number, packId: number): Promise<number> {
    const row = await server.system.db.insertInto('pack_generations').values({
      account_id: accountId, pack_id: packId, model_id: modelId, pack_purchase_id: purchaseId, credits_spent: 0,
      refund_per_failed_image: 10, image_count: 30, pending_count: 30,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  test('nothing bought: an empty list, nothing pending, and visitors are asked to sign in', async () => {
    const user = await createSignedInUser(server);
    assert.deepEqual(await myPacks(user.client), { status: 'success', purchases: [], pendingPurchaseId: null });
    assert.equal(await pendingOnTrainPage(user.client), null);
    const visitor = await server.client().post('photo-pack-service/my-pack-purchases');
    assert.equal(visitor.status, 401);
  });

  test('lists only the caller\'s purchases, newest first, each unused, generating or generated', async () => {
    server.useImageEngine(fakeEngine());
    const buyer = await createSignedInUser(server);
    const model = await succeededModel(server, buyer.accountId);
    const dating = await packIdOf(server, 'dating-profile');
    const linkedin = await packIdOf(server, 'linkedin-headshots');
    const fitness = await packIdOf(server, 'fitness');
    const unused = await buyPack(server, buyer.accountId, dating);
    const generated = await buyPack(server, buyer.accountId, linkedin);
    const generating = await buyPack(server, buyer.accountId, fitness);

    const made = await generateWhileDraining(server, buyer.client, { packId: linkedin, modelId: model.publicId, packPurchaseId: generated });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const runningId = await runningGeneration(buyer.accountId, model.id, generating, fitness);

    const stranger = await createSignedInUser(server);
    await buyPack(server, stranger.accountId, fitness);

    const mine = await myPacks(buyer.client);
    assert.deepEqual(
      mine.purchases.map(({ purchaseId, title, emoji, state, generationId }) => ({ purchaseId, title, emoji, state, generationId })),
      [
        { purchaseId: generating, title: 'Fitness & Active', emoji: '💪', state: 'generating', generationId: runningId },
        { purchaseId: generated, title: 'LinkedIn Headshots', emoji: '💼', state: 'generated', generationId: made.body.packGenerationId },
        { purchaseId: unused, title: 'Dating Profile', emoji: '❤️', state: 'unused', generationId: null },
      ],
    );
    assert.ok(mine.purchases.every((p) => !Number.isNaN(Date.parse(p.purchasedAt))));
    assert.equal(mine.pendingPurchaseId, unused);

    const theirs = await myPacks(stranger.client);
    assert.equal(theirs.purchases.length, 1);
    assert.ok(theirs.purchases.every((p) => ![unused, generated, generating].includes(p.purchaseId)));
  });

  test('the pending pack is the oldest unused purchase, on the train page too, until every purchase is generated', async () => {
    const buyer = await createSignedInUser(server);
    const model = await succeededModel(server, buyer.accountId);
    const starter = await packIdOf(server, 'linkedin-headshots-starter');
    const travel = await packIdOf(server, 'travel-adventures');

    const first = await buyPack(server, buyer.accountId, starter);
    assert.equal(await pendingOnTrainPage(buyer.client), first);
    const second = await buyPack(server, buyer.accountId, travel);
    assert.equal(await pendingOnTrainPage(buyer.client), first, 'a newer purchase waits its turn');
    assert.equal((await myPacks(buyer.client)).pendingPurchaseId, first);

    await runningGeneration(buyer.accountId, model.id, first, starter);
    assert.equal(await pendingOnTrainPage(buyer.client), second);
    assert.equal((await myPacks(buyer.client)).pendingPurchaseId, second);

    await runningGeneration(buyer.accountId, model.id, second, travel);
    assert.equal(await pendingOnTrainPage(buyer.client), null);
    assert.equal((await myPacks(buyer.client)).pendingPurchaseId, null);

    const other = await createSignedInUser(server);
    assert.equal(await pendingOnTrainPage(other.client), null, "another user's purchases are never pending for them");
  });
});

describe('my-pack-purchases states (service)', () => {
  const row = (id: number, generationStatus: PurchaseListRow['generationStatus']): PurchaseListRow => ({
    id, title: `Pack ${id}`, emoji: '📸', createdAt: new Date(Date.UTC(2030, 0, id)), packGenerationId: generationStatus ? id * 10 : null, generationStatus,
  });
  const rows = [row(6, 'failed'), row(5, 'partial'), row(4, null), row(3, 'success'), row(2, 'running'), row(1, null)];
  const sut = createPackPurchasesService({
    purchases: { listForAccount: async () => rows } as unknown as PackPurchasesRepository,
    hasUsableModel: async () => true,
  });

  test('a running generation is generating; success, partial and failed (refunded) ones are generated', async () => {
    const mine = await sut.mine(1);
    assert.deepEqual(mine.purchases.map((p) => [p.purchaseId, p.state, p.generationId]), [
      [6, 'generated', 60], [5, 'generated', 50], [4, 'unused', null], [3, 'generated', 30], [2, 'generating', 20], [1, 'unused', null],
    ]);
    assert.equal(mine.purchases[5]?.purchasedAt, '2030-01-01T00:00:00.000Z');
    assert.equal(mine.pendingPurchaseId, 1, 'the oldest unused purchase');
  });
});
