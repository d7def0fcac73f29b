// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import JSZip from 'jszip';
import { sql } from 'kysely';
import { prehashPassword } from './helpers/prehash.js';
import { PACK_GENERATION_NOT_FOUND_MESSAGE, type MyPackPurchases, type PackGenerationReply } from 'api-client';
import { MODEL_DELETED_SLOT_ERROR } from '../src/modules/packs/pack-slot.worker.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';
import { buyPack, fakeEngine, generateWhileDraining, ledgerOf, packIdOf, succeededModel, type FakeEngine } from './helpers/pack-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/**
 * What the user paid for lasts (docs/photo-packs.md#albums-after-a-model-is-deleted): a pack album made
 * with a model the user deletes while keeping the photos stays whole, as every pack page reads it.
 */
describe(`pack albums after their model is deleted (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let server: TestServer;
  let engine: FakeEngine;
  let linkedin: number;

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
    engine = fakeEngine();
    server.useImageEngine(engine);
    linkedin = await packIdOf(server, 'linkedin-headshots');
  });
  after(() => server.close());

  const album = (client: HttpClient, generationId: number) => client.get<PackGenerationReply & { message?: string }>(`photo-pack-service/pack-generation/${generationId}`);
  const myPacks = async (client: HttpClient): Promise<MyPackPurchases> => (await client.post('photo-pack-service/my-pack-purchases')).body;
  const count = async (table: 'pack_generations' | 'pack_generation_slots' | 'images', accountId: number) => {
    const { db } = server.system;
    const row = table === 'pack_generation_slots'
      ? await db.selectFrom('pack_generation_slots as s').innerJoin('pack_generations as g', 'g.id', 's.pack_generation_id')
        .select(sql<number>`count(*)`.as('n')).where('g.account_id', '=', accountId).executeTakeFirstOrThrow()
      : await db.selectFrom(table).select(sql<number>`count(*)`.as('n')).where('account_id', '=', accountId).executeTakeFirstOrThrow();
    return Number(row.n);
  };

  /** A buyer whose bought pack was made with their model, with three favourites picked. */
  async function buyerWithAlbum() {
    const user = await createSignedInUser(server);
    const model = await succeededModel(server, user.accountId);
    const purchaseId = await buyPack(server, user.accountId, linkedin);
    const made = await generateWhileDraining(server, user.client, { packId: linkedin, modelId: model.publicId, packPurchaseId: purchaseId });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const generationId = made.body.packGenerationId as number;
    const photos = (await album(user.client, generationId)).body.packGeneration.outputImages;
    assert.equal(photos.length, 30);
    const liked = photos.slice(0, 3).map((photo) => photo.fileId);
    assert.equal((await user.client.post('photo-pack-service/like-favorites', { liked, notLiked: [] })).status, 200);
    return { ...user, model, purchaseId, generationId, photos, liked };
  }

  test('deleting the model but keeping the photos keeps the album whole: photos, favourites, zip, and "made" in my packs', async () => {
    const buyer = await buyerWithAlbum();
    const deleted = await buyer.client.post('replicate-service/delete-model', { modelId: buyer.model.publicId, deleteImages: false });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    await server.drainJobs(); // the deletion job has run too: nothing of the album depended on it

    const after = await album(buyer.client, buyer.generationId);
    assert.equal(after.status, 200, JSON.stringify(after.body));
    assert.equal(after.body.packGeneration.status, 'success');
    assert.deepEqual(after.body.packGeneration.outputImages.map((photo) => photo.fileId), buyer.photos.map((photo) => photo.fileId));
    assert.deepEqual(after.body.packGeneration.outputImages.filter((photo) => photo.isLiked).map((photo) => photo.fileId), buyer.liked);

    // Favourites still save (pack-inspect's and pack-generated's View my photos).
    const [first, second] = [buyer.photos[0]!, buyer.photos[1]!];
    assert.equal((await buyer.client.post('photo-pack-service/like-favorites', { liked: [second.fileId], notLiked: [first.fileId] })).status, 200);
    const relisted = (await album(buyer.client, buyer.generationId)).body.packGeneration.outputImages;
    assert.deepEqual([relisted[0]?.isLiked, relisted[1]?.isLiked], [false, true]);

    // Download all: the zip of its 30 photos.
    const link = await buyer.client.post('photo-pack-service/pack-download', { packGenerationId: buyer.generationId });
    assert.equal(link.status, 200, JSON.stringify(link.body));
    const zipReply = await fetch(`${server.url}${link.body.url}`);
    assert.equal(zipReply.status, 200);
    const zip = await JSZip.loadAsync(Buffer.from(await zipReply.arrayBuffer()));
    assert.equal(Object.keys(zip.files).length, 30);

    // /packs: made, with its link to the photos; nothing waits to be generated (no "Not made yet · Generate").
    const mine = await myPacks(buyer.client);
    assert.deepEqual(mine.purchases.map(({ purchaseId, state, generationId }) => ({ purchaseId, state, generationId })),
      [{ purchaseId: buyer.purchaseId, state: 'generated', generationId: buyer.generationId }]);
    assert.equal(mine.pendingPurchaseId, null);
    // /generate-pack/<purchase> shows "See My Images", and no model is asked for.
    const info = await buyer.client.post('photo-pack-service/get-pack-purchase-info', { packPurchaseId: buyer.purchaseId });
    assert.equal(info.body.packGenerationId, buyer.generationId);
    const last = await buyer.client.post('photo-pack-service/get-last-pack-purchase-id');
    assert.deepEqual(last.body, { status: 'success', purchaseId: buyer.purchaseId, trainingRequired: false });
  });

  test('a bought pack whose model is gone is never made again: generate-pack with a new model answers the album it has', async () => {
    const buyer = await buyerWithAlbum();
    await buyer.client.post('replicate-service/delete-model', { modelId: buyer.model.publicId });
    const newModel = await succeededModel(server, buyer.accountId);
    const calls = engine.prompts.length;

    const again = await generateWhileDraining(server, buyer.client, { packId: linkedin, modelId: newModel.publicId, packPurchaseId: buyer.purchaseId });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.equal(again.body.packGenerationId, buyer.generationId);
    assert.equal(engine.prompts.length, calls, 'no image was made');
    assert.equal(await count('pack_generations', buyer.accountId), 1);
  });

  test('a pack still being made when its model is deleted fails its remaining photos and refunds them, never using another model', async () => {
    const user = await createSignedInUser(server);
    const model = await succeededModel(server, user.accountId);
    const purchaseId = await buyPack(server, user.accountId, linkedin);
    // Started, its 30 slot jobs queued, none run yet (this server is a web process: jobs run when drained).
    const generationId = await server.system.packs.packGenerationService.start(user.accountId, { packId: linkedin, modelId: model.publicId, packPurchaseId: purchaseId });
    const calls = engine.prompts.length;

    await user.client.post('replicate-service/delete-model', { modelId: model.publicId });
    await server.drainJobs();

    assert.equal(engine.prompts.length, calls, 'no image was made with another model, nor the base model');
    const reply = await album(user.client, generationId);
    assert.equal(reply.status, 200);
    assert.equal(reply.body.packGeneration.status, 'failed');
    const errors = await server.system.db.selectFrom('pack_generation_slots').select('error').where('pack_generation_id', '=', generationId).execute();
    assert.ok(errors.every((slot) => slot.error === MODEL_DELETED_SLOT_ERROR));
    const refunds = (await ledgerOf(server, user.accountId)).filter(([reason]) => reason === 'refund');
    assert.equal(refunds.length, 30, "each photo's share of the pack comes back");
    assert.equal((await myPacks(user.client)).purchases[0]?.state, 'generated');
  });

  test('deleting the model with its photos removes its albums; the purchase can be made again; the account deletion removes the rest', async () => {
    const buyer = await buyerWithAlbum();
    const kept = await buyerWithAlbum(); // another account's album is untouched
    const deleted = await buyer.client.post('replicate-service/delete-model', { modelId: buyer.model.publicId, deleteImages: true });
    assert.equal(deleted.status, 200);
    await server.drainJobs();

    const gone = await album(buyer.client, buyer.generationId);
    assert.equal(gone.status, 404);
    assert.equal(gone.body.message, PACK_GENERATION_NOT_FOUND_MESSAGE);
    assert.equal(await count('pack_generations', buyer.accountId), 0);
    assert.equal(await count('pack_generation_slots', buyer.accountId), 0);
    const mine = await myPacks(buyer.client);
    assert.deepEqual(mine.purchases.map(({ state, generationId }) => ({ state, generationId })), [{ state: 'unused', generationId: null }]);
    assert.equal((await album(kept.client, kept.generationId)).body.packGeneration.outputImages.length, 30);

    // The other account keeps its model's photos, deletes the model, then the account: nothing of the album is left.
    await kept.client.post('replicate-service/delete-model', { modelId: kept.model.publicId });
    const password = prehashPassword('password1', server.system.config.passwordPrehash);
    assert.deepEqual((await kept.client.post('auth-service/delete-account', { password })).body, { status: 'deleted' });
    await server.drainJobs();
    assert.equal(await count('pack_generations', kept.accountId), 0);
    assert.equal(await count('pack_generation_slots', kept.accountId), 0);
    assert.equal(await count('images', kept.accountId), 0);
    for (const photo of kept.photos.slice(0, 2)) assert.equal((await fetch(`${server.url}${photo.url}`)).status, 404);
  });
});
