// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PURCHASE_INFO_FAILED_MESSAGE, type PhotoPack } from 'api-client';
import { createPackCatalogue } from '../src/modules/packs/pack-catalogue.service.js';
import { createPacksRepository } from '../src/modules/packs/packs.repository.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { buyPack, packIdOf, succeededModel } from './helpers/pack-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

describe('photo pack catalogue and purchases', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({}, { isolated: true }); // it counts the whole pack catalogue
  });
  after(async () => {
    await server.close();
  });

  const list = async (body: Record<string, unknown> = {}): Promise<PhotoPack[]> => {
    const reply = await server.client().post('photo-pack-service/photo-packs', body);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body.photoPacks;
  };

  test('anyone sees the approved packs, most popular first, with prices, credits and loadable sample images', async () => {
    const packs = await list();
    assert.equal(packs.length, 9);
    assert.equal(packs[0]?.Reference, 'linkedin-headshots');
    assert.equal(packs[0]?.IsMostPopular, true);
    assert.ok(packs.slice(1).every((p) => !p.IsMostPopular));
    for (const pack of packs) {
      assert.match(pack.Price, /^\$\d+\.\d{2}$/);
      assert.equal(pack.Credits, 300);
      assert.equal(pack.IsApproved, true);
      assert.equal(pack.SampleImages.length, 3);
    }
    assert.equal(packs[0]?.Price, '$7.99');
    const starters = packs.filter((p) => p.IncludesTraining);
    assert.deepEqual(starters.map((p) => p.Reference).sort(), ['dating-profile-starter', 'influencer-lifestyle-starter', 'linkedin-headshots-starter']);

    const image = await fetch(`${server.url}${packs[0]!.SampleImages[0]}`);
    assert.equal(image.status, 200);
    assert.equal(image.headers.get('content-type'), 'image/svg+xml');
    const svg = await image.text();
    assert.match(svg, /^<svg /);
    assert.ok(svg.length < 30_000);
  });

  test('a persona narrows the list to its packs; unknown or a persona without packs lists all', async () => {
    assert.deepEqual((await list({ persona: 'single' })).map((p) => p.Reference), ['dating-profile', 'dating-profile-starter']);
    assert.ok((await list({ persona: 'professional' })).every((p) => p.Persona === 'professional'));
    assert.equal((await list({ persona: 'unknown' })).length, 9);
    assert.equal((await list({ persona: null })).length, 9);
    const bad = await server.client().post('photo-pack-service/photo-packs', { persona: 'astronaut' });
    assert.equal(bad.status, 400);
  });

  test('a model class lists the packs to generate (no starters), and none for classes packs do not serve', async () => {
    const forWoman = await list({ modelClass: 'woman' });
    assert.equal(forWoman.length, 6);
    assert.ok(forWoman.every((p) => !p.IncludesTraining));
    assert.deepEqual(await list({ modelClass: 'dog' }), []);
    assert.deepEqual(await list({ modelClass: 'other' }), []);
  });

  test('a pack taken off sale (not approved) is neither listed nor sold', async () => {
    const { db } = server.system;
    await db.updateTable('photo_packs').set({ is_approved: false }).where('reference', '=', 'fitness').execute();
    try {
      assert.ok(!(await list()).some((p) => p.Reference === 'fitness'));
      assert.equal(await server.system.packs.packSales.byReference('fitness'), null);
    } finally {
      await db.updateTable('photo_packs').set({ is_approved: true }).where('reference', '=', 'fitness').execute();
    }
  });

  test('subscribers see the price 35 % lower', async () => {
    const catalogue = createPackCatalogue({ packs: createPacksRepository(server.system.db), basePath: '', isSubscriber: async (id) => id === 7, sampleImages: async () => new Map() });
    const forSubscriber = await catalogue.list({}, 7);
    const forOthers = await catalogue.list({}, 8);
    const regular = forOthers.find((p) => p.Reference === 'linkedin-headshots');
    const discounted = forSubscriber.find((p) => p.Reference === 'linkedin-headshots');
    assert.equal(regular?.Price, '$7.99');
    assert.equal(discounted?.Price, '$5.19');
    assert.equal(forSubscriber.find((p) => p.Reference === 'linkedin-headshots-starter')?.Price, '$12.99');
  });

  test('the payments module finds packs by reference and records a payment once', async () => {
    const pack = await server.system.packs.packSales.byReference('dating-profile');
    assert.deepEqual(pack && { ...pack, id: typeof pack.id }, {
      id: 'number', reference: 'dating-profile', title: 'Dating Profile', priceCents: 799, credits: 300, includesTraining: false,
    });
    assert.equal(await server.system.packs.packSales.byReference('no-such-pack'), null);

    const buyer = await createSignedInUser(server);
    const first = await buyPack(server, buyer.accountId, pack!.id, 'pay-replayed');
    const replay = await buyPack(server, buyer.accountId, pack!.id, 'pay-replayed');
    assert.equal(replay, first);
    const rows = await server.system.db.selectFrom('pack_purchases').select('id').where('payment_id', '=', 'pay-replayed').execute();
    assert.equal(rows.length, 1);
    const other = await createSignedInUser(server);
    await assert.rejects(buyPack(server, other.accountId, pack!.id, 'pay-replayed'), /already recorded a different pack purchase/);
  });

  test('the last purchase says whether training comes first', async () => {
    const buyer = await createSignedInUser(server);
    const none = await buyer.client.post('photo-pack-service/get-last-pack-purchase-id');
    assert.deepEqual(none.body, { status: 'no-purchases', purchaseId: null, trainingRequired: false });

    await buyPack(server, buyer.accountId, await packIdOf(server, 'dating-profile'));
    const latest = await buyPack(server, buyer.accountId, await packIdOf(server, 'linkedin-headshots-starter'));
    const needsTraining = await buyer.client.post('photo-pack-service/get-last-pack-purchase-id');
    assert.deepEqual(needsTraining.body, { status: 'success', purchaseId: latest, trainingRequired: true });

    await succeededModel(server, buyer.accountId);
    const ready = await buyer.client.post('photo-pack-service/get-last-pack-purchase-id');
    assert.deepEqual(ready.body, { status: 'success', purchaseId: latest, trainingRequired: false });

    const visitor = await server.client().post('photo-pack-service/get-last-pack-purchase-id');
    assert.equal(visitor.status, 401);
  });

  test("purchase info answers the buyer only; anyone else's or an unknown id gets the contact-support message", async () => {
    const buyer = await createSignedInUser(server);
    const packId = await packIdOf(server, 'travel-adventures');
    const purchaseId = await buyPack(server, buyer.accountId, packId);
    const own = await buyer.client.post('photo-pack-service/get-pack-purchase-info', { packPurchaseId: purchaseId });
    assert.equal(own.status, 200);
    assert.equal(own.body.status, 'success');
    assert.equal(own.body.packInfo.PackageID, packId);
    assert.equal(own.body.packInfo.Title, 'Travel Adventures');
    assert.match(own.body.packInfo.PhotoPackDescription, /travel/i);
    assert.equal(own.body.packGenerationId, null);

    const stranger = await createSignedInUser(server);
    for (const packPurchaseId of [purchaseId, 999_999]) {
      const reply = await stranger.client.post('photo-pack-service/get-pack-purchase-info', { packPurchaseId });
      assert.equal(reply.status, 404);
      assert.equal(reply.body.message, PURCHASE_INFO_FAILED_MESSAGE);
    }
    const bad = await buyer.client.post('photo-pack-service/get-pack-purchase-info', { packPurchaseId: 'abc' });
    assert.equal(bad.status, 400);
    const visitor = await server.client().post('photo-pack-service/get-pack-purchase-info', { packPurchaseId: purchaseId });
    assert.equal(visitor.status, 401);
  });

  test("an admin's Reset All removes their pack purchases", async () => {
    const admin = await createSignedInUser(server, { admin: true });
    await buyPack(server, admin.accountId, await packIdOf(server, 'fitness'));
    const reset = await admin.client.post('admin-service/reset-user-completely');
    assert.equal(reset.status, 200, JSON.stringify(reset.body));
    const last = await admin.client.post('photo-pack-service/get-last-pack-purchase-id');
    assert.equal(last.body.status, 'no-purchases');
  });

  test('sample images are served by name only', async () => {
    for (const name of ['..%2F..%2Fpackage.json', 'nope.svg', 'generate-samples.mjs', 'LINKEDIN.svg']) {
      const reply = await fetch(`${server.url}/ai-photographer/pack-samples/${name}`);
      assert.equal(reply.status, 404, name);
    }
  });

  test('every seeded pack has 30 prompts, each naming the person as "model"; a starter has those of its pack', async () => {
    const { packsRepository } = server.system.packs;
    const packs = await server.system.db.selectFrom('photo_packs').select(['id', 'reference', 'prompts_from_pack_id']).execute();
    assert.equal(packs.length, 9);
    for (const pack of packs) {
      const prompts = await packsRepository.prompts(pack.id);
      assert.equal(prompts.length, 30, pack.reference);
      assert.equal(new Set(prompts).size, 30);
      assert.ok(prompts.every((p) => /\bmodel\b/.test(p)));
      if (pack.reference.endsWith('-starter')) {
        const source = packs.find((p) => p.reference === pack.reference.replace(/-starter$/, ''))!;
        assert.equal(pack.prompts_from_pack_id, source.id);
        assert.deepEqual(prompts, await packsRepository.prompts(source.id));
      }
    }
  });

});
