// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  NOT_ENOUGH_CREDITS_MESSAGE, PACK_ALL_FAILED_MESSAGE, PACK_GENERATION_NOT_FOUND_MESSAGE, PACK_MODEL_CLASS_MESSAGE,
  PACK_MODEL_REQUIRED_MESSAGE, PACK_NOT_AVAILABLE_MESSAGE, PACK_PARTIAL_WARNING, PACK_PURCHASE_MISMATCH_MESSAGE,
  PURCHASE_INFO_FAILED_MESSAGE,
} from 'api-client';
import { createSignedInUser } from './helpers/fixtures.js';
import { buyPack, fakeEngine, generateWhileDraining, grant, ledgerOf, packIdOf, succeededModel } from './helpers/pack-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

describe('pack generation', () => {
  let server: TestServer;
  let linkedin: number;

  before(async () => {
    // Every test signs up a few users: more than the sign-up rate limit allows a minute.
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
    linkedin = await packIdOf(server, 'linkedin-headshots');
  });
  after(async () => {
    await server.close();
  });

  /** A signed-in user with a succeeded model and `credits` credits. */
  async function userWithModel(credits: number, modelClass = 'woman') {
    const user = await createSignedInUser(server);
    const model = await succeededModel(server, user.accountId, modelClass);
    if (credits > 0) await grant(server, user.accountId, credits);
    return { ...user, model };
  }

  const countRows = async (table: 'pack_generations' | 'jobs' | 'images', accountId?: number) => {
    let query = server.system.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (accountId !== undefined && table !== 'jobs') query = query.where('account_id', '=', accountId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  test('a pack paid with credits debits its credits once and makes 30 images of its prompts with the model', async () => {
    const engine = fakeEngine();
    server.useImageEngine(engine);
    const user = await userWithModel(300);
    const reply = await generateWhileDraining(server, user.client, { packId: linkedin, modelId: user.model.publicId });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.status, 'success');
    assert.equal(reply.body.message, undefined);

    assert.deepEqual(await ledgerOf(server, user.accountId), [['grant', 300], ['generation', -300]]);
    assert.equal(await server.system.credits.creditsService.balance(user.accountId), 0);
    assert.equal(engine.prompts.length, 30);
    // The word "model" became the model's trigger word and class.
    assert.ok(engine.prompts.every((p) => p.includes('TOK') && !/\bmodel\b/.test(p)), engine.prompts[0]);

    const got = await user.client.get(`photo-pack-service/pack-generation/${reply.body.packGenerationId}`);
    assert.equal(got.status, 200);
    const generation = got.body.packGeneration;
    assert.equal(generation.status, 'success');
    assert.equal(generation.imageCount, 30);
    assert.equal(generation.title, 'LinkedIn Headshots');
    assert.equal(generation.category, 'Professional');
    assert.equal(generation.emoji, '💼');
    assert.equal(generation.creditsSpent, 300);
    assert.equal(generation.outputImages.length, 30);
    assert.equal(new Set(generation.outputImages.map((i: { fileId: string }) => i.fileId)).size, 30);
    assert.ok(generation.outputImages.every((i: { isLiked: boolean }) => !i.isLiked));
    const file = await fetch(`${server.url}${generation.outputImages[0].url}`);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'image/jpeg');
  });

  test('with fewer credits than the pack costs nothing is made and the client is sent to pricing (402)', async () => {
    server.useImageEngine(fakeEngine());
    const user = await userWithModel(299);
    const jobsBefore = await countRows('jobs');
    const reply = await generateWhileDraining(server, user.client, { packId: linkedin, modelId: user.model.publicId });
    assert.equal(reply.status, 402);
    assert.equal(reply.body.message, NOT_ENOUGH_CREDITS_MESSAGE);
    assert.equal(await countRows('pack_generations', user.accountId), 0);
    assert.equal(await countRows('jobs'), jobsBefore);
    assert.equal(await server.system.credits.creditsService.balance(user.accountId), 299);
  });

  test('two packs at once with credits for one: one is made, the other gets 402, the credits are spent once', async () => {
    server.useImageEngine(fakeEngine({ delayMs: 5 }));
    const user = await userWithModel(450);
    const body = { packId: linkedin, modelId: user.model.publicId };
    const replies = await Promise.all([generateWhileDraining(server, user.client, body), generateWhileDraining(server, user.client, body)]);
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 402]);
    assert.equal(await server.system.credits.creditsService.balance(user.accountId), 150);
    assert.equal(await countRows('pack_generations', user.accountId), 1);
    assert.equal(await countRows('images', user.accountId), 30);
  });

  test('the model must be the caller\'s own succeeded people model, and the pack must be on sale', async () => {
    server.useImageEngine(fakeEngine());
    const user = await userWithModel(1000);
    const stranger = await userWithModel(0);
    const training = await succeededModel(server, user.accountId, 'man', 'processing');
    const dog = await succeededModel(server, user.accountId, 'dog');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ packId: linkedin, modelId: stranger.model.publicId }, 400, PACK_MODEL_REQUIRED_MESSAGE],
      [{ packId: linkedin, modelId: training.publicId }, 400, PACK_MODEL_REQUIRED_MESSAGE],
      [{ packId: linkedin, modelId: 'no-such-model' }, 400, PACK_MODEL_REQUIRED_MESSAGE],
      [{ packId: linkedin, modelId: dog.publicId }, 400, PACK_MODEL_CLASS_MESSAGE],
      [{ packId: 987_654, modelId: user.model.publicId }, 404, PACK_NOT_AVAILABLE_MESSAGE],
    ];
    for (const [body, status, message] of cases) {
      const reply = await user.client.post('photo-pack-service/generate-pack', body);
      assert.equal(reply.status, status, JSON.stringify(body));
      assert.equal(reply.body.message, message);
    }
    await server.system.db.updateTable('photo_packs').set({ is_approved: false }).where('id', '=', linkedin).execute();
    try {
      const withdrawn = await user.client.post('photo-pack-service/generate-pack', { packId: linkedin, modelId: user.model.publicId });
      assert.equal(withdrawn.status, 404);
    } finally {
      await server.system.db.updateTable('photo_packs').set({ is_approved: true }).where('id', '=', linkedin).execute();
    }
    for (const body of [{ modelId: user.model.publicId }, { packId: 'x', modelId: user.model.publicId }, { packId: linkedin }]) {
      assert.equal((await user.client.post('photo-pack-service/generate-pack', body)).status, 400);
    }
    assert.equal(await server.system.credits.creditsService.balance(user.accountId), 1000);
    assert.equal((await server.client().post('photo-pack-service/generate-pack', { packId: linkedin, modelId: user.model.publicId })).status, 401);
  });

  test('a bought pack is generated without credits, once: asking again answers the same generation', async () => {
    const engine = fakeEngine();
    server.useImageEngine(engine);
    const user = await userWithModel(0);
    const purchaseId = await buyPack(server, user.accountId, linkedin);
    const body = { packId: linkedin, modelId: user.model.publicId, packPurchaseId: purchaseId };
    const first = await generateWhileDraining(server, user.client, body);
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.status, 'success');
    const jobs = await countRows('jobs');
    const again = await generateWhileDraining(server, user.client, body);
    assert.equal(again.status, 200);
    assert.equal(again.body.packGenerationId, first.body.packGenerationId);
    assert.equal(await countRows('jobs'), jobs);
    assert.equal(engine.prompts.length, 30);
    assert.deepEqual(await ledgerOf(server, user.accountId), []);

    const info = await user.client.post('photo-pack-service/get-pack-purchase-info', { packPurchaseId: purchaseId });
    assert.equal(info.body.packGenerationId, first.body.packGenerationId);
    const generation = await user.client.get(`photo-pack-service/pack-generation/${first.body.packGenerationId}`);
    assert.equal(generation.body.packGeneration.creditsSpent, 0);
    assert.equal(generation.body.packGeneration.outputImages.length, 30);
  });

  test("another user's purchase, or a purchase of another pack, is refused", async () => {
    server.useImageEngine(fakeEngine());
    const buyer = await userWithModel(0);
    const thief = await userWithModel(0);
    const purchaseId = await buyPack(server, buyer.accountId, linkedin);
    const stolen = await thief.client.post('photo-pack-service/generate-pack', { packId: linkedin, modelId: thief.model.publicId, packPurchaseId: purchaseId });
    assert.equal(stolen.status, 404);
    assert.equal(stolen.body.message, PURCHASE_INFO_FAILED_MESSAGE);
    const otherPack = await packIdOf(server, 'fitness');
    const mismatch = await buyer.client.post('photo-pack-service/generate-pack', { packId: otherPack, modelId: buyer.model.publicId, packPurchaseId: purchaseId });
    assert.equal(mismatch.status, 400);
    assert.equal(mismatch.body.message, PACK_PURCHASE_MISMATCH_MESSAGE);
    assert.equal(await countRows('pack_generations', buyer.accountId) + await countRows('pack_generations', thief.accountId), 0);
  });

  test('failed images are refunded one by one and the pack answers partial', async () => {
    // Every tenth prompt fails: 3 of 30.
    server.useImageEngine(fakeEngine({ fails: (_prompt, call) => call % 10 === 3 }));
    const user = await userWithModel(300);
    const reply = await generateWhileDraining(server, user.client, { packId: linkedin, modelId: user.model.publicId });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.status, 'partial');
    assert.equal(reply.body.message, PACK_PARTIAL_WARNING);
    assert.deepEqual(await ledgerOf(server, user.accountId), [['grant', 300], ['generation', -300], ['refund', 10], ['refund', 10], ['refund', 10]]);
    const generation = (await user.client.get(`photo-pack-service/pack-generation/${reply.body.packGenerationId}`)).body.packGeneration;
    assert.equal(generation.status, 'partial');
    assert.equal(generation.outputImages.length, 27);
    // Running the jobs again changes nothing: every slot is settled.
    await server.system.db.updateTable('jobs').set({ status: 'queued', run_at: new Date() }).where('name', '=', 'pack.slot').execute();
    await server.drainJobs();
    assert.equal(await server.system.credits.creditsService.balance(user.accountId), 30);
    assert.equal(await countRows('images', user.accountId), 27);
    // One e-mail says the pack is ready, how many photos were made, and links to them.
    const mails = (await server.system.mailRepository.listRecent(1000)).filter((m) => m.to_address === user.email && /LinkedIn Headshots/.test(m.subject));
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, 'Your LinkedIn Headshots photos are ready');
    assert.match(mails[0]!.text_body, /27 of 30 photos are ready; 3 could not be made, and their credits have been returned/);
    assert.ok(mails[0]!.text_body.includes(`/pack-generated/${reply.body.packGenerationId}`));
  });

  test('a pack whose every image fails answers the error and gives every credit back; a bought one refunds as credits', async () => {
    server.useImageEngine(fakeEngine({ fails: () => true }));
    const user = await userWithModel(300);
    const reply = await generateWhileDraining(server, user.client, { packId: linkedin, modelId: user.model.publicId });
    assert.equal(reply.status, 502);
    assert.equal(reply.body.message, PACK_ALL_FAILED_MESSAGE);
    assert.equal(await server.system.credits.creditsService.balance(user.accountId), 300);
    await server.drainJobs();
    const mail = (await server.system.mailRepository.listRecent(1000)).find((m) => m.to_address === user.email);
    assert.equal(mail?.subject, 'Your LinkedIn Headshots photos could not be made');

    const buyer = await userWithModel(0);
    const purchaseId = await buyPack(server, buyer.accountId, linkedin);
    const bought = await generateWhileDraining(server, buyer.client, { packId: linkedin, modelId: buyer.model.publicId, packPurchaseId: purchaseId });
    assert.equal(bought.status, 502);
    assert.equal(await server.system.credits.creditsService.balance(buyer.accountId), 300);
  });

  test('pack generations are their owner\'s only: 404 for anyone else and for unknown ids', async () => {
    server.useImageEngine(fakeEngine());
    const owner = await userWithModel(300);
    const reply = await generateWhileDraining(server, owner.client, { packId: linkedin, modelId: owner.model.publicId });
    const stranger = await createSignedInUser(server);
    for (const id of [reply.body.packGenerationId, 999_999]) {
      const got = await stranger.client.get(`photo-pack-service/pack-generation/${id}`);
      assert.equal(got.status, 404);
      assert.equal(got.body.message, PACK_GENERATION_NOT_FOUND_MESSAGE);
    }
    assert.equal((await owner.client.get('photo-pack-service/pack-generation/abc')).status, 400);
    assert.equal((await server.client().get(`photo-pack-service/pack-generation/${reply.body.packGenerationId}`)).status, 401);
  });

  test('favourites: liked and not-liked images are saved together, only for the caller\'s pack images', async () => {
    server.useImageEngine(fakeEngine());
    const owner = await userWithModel(300);
    const reply = await generateWhileDraining(server, owner.client, { packId: linkedin, modelId: owner.model.publicId });
    const path = `photo-pack-service/pack-generation/${reply.body.packGenerationId}`;
    const ids: string[] = (await owner.client.get(path)).body.packGeneration.outputImages.map((i: { fileId: string }) => i.fileId);
    const liked = ids.slice(0, 3);

    const saved = await owner.client.post('photo-pack-service/like-favorites', { liked, notLiked: ids.slice(3, 5) });
    assert.deepEqual(saved.body, { status: 'success' });
    const likedNow = async () => (await owner.client.get(path)).body.packGeneration.outputImages
      .filter((i: { isLiked: boolean }) => i.isLiked).map((i: { fileId: string }) => i.fileId);
    assert.deepEqual(await likedNow(), liked);

    const unliked = await owner.client.post('photo-pack-service/like-favorites', { liked: [ids[3]], notLiked: [ids[0]] });
    assert.equal(unliked.status, 200);
    assert.deepEqual(await likedNow(), [ids[1], ids[2], ids[3]]);

    const stranger = await createSignedInUser(server);
    const theirs = await stranger.client.post('photo-pack-service/like-favorites', { liked: [ids[10]], notLiked: [] });
    assert.equal(theirs.status, 404);
    const mixed = await owner.client.post('photo-pack-service/like-favorites', { liked: [ids[10], '00000000-0000-0000-0000-000000000000'], notLiked: [] });
    assert.equal(mixed.status, 404);
    const notUuid = await owner.client.post('photo-pack-service/like-favorites', { liked: ['not-a-uuid'], notLiked: [] });
    assert.equal(notUuid.status, 404);
    const both = await owner.client.post('photo-pack-service/like-favorites', { liked: [ids[10]], notLiked: [ids[10]] });
    assert.equal(both.status, 400);
    assert.deepEqual(await likedNow(), [ids[1], ids[2], ids[3]], 'refused calls changed nothing');
    assert.equal((await owner.client.post('photo-pack-service/like-favorites', { liked: 'x' })).status, 400);
  });
});

describe('pack generation that outlasts the wait', () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ PACK_WAIT_SECONDS: '0' });
  });
  after(async () => {
    await server.close();
  });

  test('generate-pack answers at the bound and pack-generation shows the pack running, then done (built-in mock engine)', async () => {
    const user = await createSignedInUser(server);
    const model = await succeededModel(server, user.accountId);
    await grant(server, user.accountId, 300);
    const reply = await user.client.post('photo-pack-service/generate-pack', { packId: await packIdOf(server, 'fitness'), modelId: model.publicId });
    assert.equal(reply.status, 200);
    assert.equal(reply.body.status, 'success');
    assert.match(reply.body.message, /still being made/);
    const path = `photo-pack-service/pack-generation/${reply.body.packGenerationId}`;
    const running = (await user.client.get(path)).body.packGeneration;
    assert.equal(running.status, 'running');
    assert.equal(running.imageCount, 30);
    assert.deepEqual(running.outputImages, []);
    await server.drainJobs();
    const done = (await user.client.get(path)).body.packGeneration;
    assert.equal(done.status, 'success');
    assert.equal(done.outputImages.length, 30);
    const photo = await fetch(`${server.url}${done.outputImages[29].url}`);
    assert.equal(photo.headers.get('content-type'), 'image/jpeg');
    assert.ok((await photo.arrayBuffer()).byteLength > 1000, 'a rendered mock photo, not a stub');
  });
});
