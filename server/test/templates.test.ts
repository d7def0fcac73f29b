// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  GENERATION_FAILED_MESSAGE, NOT_ENOUGH_CREDITS_MESSAGE, RULES_NOT_ACCEPTED_MESSAGE, TEMPLATE_CLASSES, TEMPLATE_COMPLETE_IMAGE_NOT_FOUND_MESSAGE,
  TEMPLATE_NOT_FOUND_MESSAGE, type TemplateImage,
} from 'api-client';
import { createMockImageEngine } from '../src/modules/generation/engines/mock-image.engine.js';
import { MODEL_NOT_FOUND_MESSAGE } from '../src/modules/models/models.service.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { fakeEngine, generateWhileDraining, packIdOf } from './helpers/pack-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { grant, ledgerState, recordingEngine, succeededModel } from './generation.helpers.js';

describe('templates: browsing, generating from one, template-complete', () => {
  let server: TestServer;
  let categories: Array<{ categoryID: number; name: string }>;

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());
  beforeEach(() => server.useImageEngine(createMockImageEngine({ storage: server.system.storage })));

  async function userWithModel(credits = 100, options: Parameters<typeof succeededModel>[2] = {}) {
    const user = await createSignedInUser(server);
    if (credits > 0) await grant(server, user.accountId, credits);
    return { ...user, model: await succeededModel(server, user.accountId, options) };
  }

  async function templates(client: Awaited<ReturnType<typeof createSignedInUser>>['client'], templateClass: string, category: string): Promise<TemplateImage[]> {
    const categoryID = categories.find((c) => c.name === category)!.categoryID;
    const reply = await client.post('template-image-service/template-images', { categoryID, templateClass });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body.data;
  }

  it('lists the six categories, and a fresh install has approved templates for every class', async () => {
    const user = await createSignedInUser(server);
    const reply = await user.client.get('template-image-service/template-categories');
    assert.equal(reply.status, 200);
    categories = reply.body.data;
    assert.deepEqual(categories.map((c) => c.name), ['Business', 'Dating', 'Lifestyle', 'Travel', 'Fitness', 'Fantasy']);
    for (const templateClass of TEMPLATE_CLASSES) {
      let total = 0;
      for (const category of categories) total += (await templates(user.client, templateClass, category.name)).length;
      assert.ok(total >= 4, `${templateClass} has ${total} templates`);
    }
    // The migrated pack prompts alternate woman and man: both have a full Business page.
    assert.equal((await templates(user.client, 'woman', 'Business')).length, 30);
    assert.equal((await templates(user.client, 'man', 'Business')).length, 30);
    assert.equal((await server.client().get('template-image-service/template-categories')).status, 401);
  });

  it('shows approved templates only, each with its prompt naming "model" and a signed link', async () => {
    const user = await createSignedInUser(server);
    const fantasy = await templates(user.client, 'woman', 'Fantasy');
    assert.ok(fantasy.length >= 3);
    for (const template of fantasy) {
      assert.equal(template.moderationStatus, 'approved');
      assert.equal(template.class, 'woman');
      assert.match(template.prompt, /\bmodel\b/);
      assert.match(template.imageUrl, /^\/ai-photographer\/files\/templates\/.+\?exp=\d+&sig=/);
    }
    const hidden = fantasy[0]!;
    const { db } = server.system;
    await db.updateTable('template_images').set({ moderation_status: 'rejected' }).where('file_id', '=', hidden.fileId).execute();
    try {
      assert.ok(!(await templates(user.client, 'woman', 'Fantasy')).some((t) => t.fileId === hidden.fileId));
    } finally {
      await db.updateTable('template_images').set({ moderation_status: 'approved' }).where('file_id', '=', hidden.fileId).execute();
    }
    const bad = await user.client.post('template-image-service/template-images', { categoryID: categories[0]!.categoryID, templateClass: 'other' });
    assert.equal(bad.status, 400);
  });

  it('makes one image through gen: 10 credits, "model" expanded as gen does, the template recorded; template-complete suggests others', async () => {
    const fake = recordingEngine();
    server.useImageEngine(fake.engine);
    const user = await userWithModel(100, { modelClass: 'man', characteristics: 'bald,with-beard' });
    const template = (await templates(user.client, 'man', 'Business'))[0]!;
    const reply = await user.client.post('template-image-service/generate-image-from-template', { modelId: user.model.publicId, templateId: template.fileId });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(reply.body.status, 'success');
    assert.equal(reply.body.outputImages.length, 1);
    const [image] = reply.body.outputImages;
    assert.match(image.url, /^\/ai-photographer\/files\/images\//);
    assert.equal(fake.requests.length, 1);
    assert.equal(fake.requests[0]!.prompt, template.prompt.replace(/\bmodel\b/g, `${user.model.triggerWord} man (bald, with beard)`));
    assert.equal(fake.requests[0]!.count, 1);
    const ledger = await ledgerState(server, user.accountId);
    assert.equal(ledger.balance, 90);
    assert.deepEqual(ledger.entries.map((e) => [e.reason, e.amount]), [['grant', 100], ['generation', -10]]);

    const generation = await server.system.db.selectFrom('generations').innerJoin('template_images', 'template_images.id', 'generations.template_id')
      .select(['template_images.file_id', 'generations.prompt']).where('generations.account_id', '=', user.accountId).executeTakeFirstOrThrow();
    assert.equal(generation.file_id, template.fileId);
    assert.equal(generation.prompt, template.prompt, 'gen can refine the prompt as it stands');

    const complete = await user.client.post('template-image-service/template-complete', { fileId: image.fileId });
    assert.equal(complete.status, 200, JSON.stringify(complete.body));
    assert.equal(complete.body.outputFileId, image.fileId);
    assert.equal(complete.body.outputModelId, user.model.publicId);
    assert.match(complete.body.outputImageUrl, /sig=/);
    assert.equal((await fetch(`${server.url}${complete.body.outputImageUrl}`)).status, 200);
    const suggested: TemplateImage[] = complete.body.suggestedTemplateImages;
    assert.equal(suggested.length, 8);
    assert.ok(suggested.every((t) => t.class === 'man' && t.moderationStatus === 'approved' && t.fileId !== template.fileId));
    const business = new Set((await templates(user.client, 'man', 'Business')).map((t) => t.fileId));
    assert.ok(suggested.every((t) => !business.has(t.fileId)), 'other categories first');

    const stranger = await createSignedInUser(server);
    const other = await stranger.client.post('template-image-service/template-complete', { fileId: image.fileId });
    assert.equal(other.status, 404);
    assert.equal(other.body.message, TEMPLATE_COMPLETE_IMAGE_NOT_FOUND_MESSAGE);
    assert.equal((await user.client.post('template-image-service/template-complete', { fileId: 'not-a-file' })).status, 404);
  });

  it('the base model draws a base-model template with "a person" for "model"; its images suggest base-model templates', async () => {
    const fake = recordingEngine();
    server.useImageEngine(fake.engine);
    const user = await userWithModel(100);
    const template = (await templates(user.client, 'base-model', 'Fantasy'))[0]!;
    const reply = await user.client.post('template-image-service/generate-image-from-template', { modelId: 'flux-base', templateId: template.fileId });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    assert.equal(fake.requests[0]!.model.type, 'flux-base');
    assert.equal(fake.requests[0]!.prompt, template.prompt.replace(/\bmodel\b/g, 'a person'));
    const complete = await user.client.post('template-image-service/template-complete', { fileId: reply.body.outputImages[0].fileId });
    assert.equal(complete.body.outputModelId, 'flux-base');
    assert.ok(complete.body.suggestedTemplateImages.length > 0);
    assert.ok(complete.body.suggestedTemplateImages.every((t: TemplateImage) => t.class === 'base-model'));
  });

  it('refuses what gen refuses, and templates or models that are not the caller\'s to use, spending nothing', async () => {
    const user = await userWithModel(100);
    const other = await userWithModel(100);
    const template = (await templates(user.client, 'woman', 'Dating'))[0]!;
    const { db } = server.system;
    const rejected = await db.selectFrom('template_images').select('file_id').where('moderation_status', '=', 'rejected').executeTakeFirst();
    const cases: Array<[Record<string, unknown>, number, string | undefined]> = [
      [{ modelId: other.model.publicId, templateId: template.fileId }, 404, MODEL_NOT_FOUND_MESSAGE],
      [{ modelId: user.model.publicId, templateId: '00000000-0000-4000-8000-000000000000' }, 404, TEMPLATE_NOT_FOUND_MESSAGE],
      [{ modelId: user.model.publicId, templateId: 'nope' }, 404, TEMPLATE_NOT_FOUND_MESSAGE],
      [{ modelId: user.model.publicId }, 400, undefined],
    ];
    if (rejected) cases.push([{ modelId: user.model.publicId, templateId: rejected.file_id }, 404, TEMPLATE_NOT_FOUND_MESSAGE]);
    for (const [body, status, message] of cases) {
      const reply = await user.client.post('template-image-service/generate-image-from-template', body);
      assert.equal(reply.status, status, JSON.stringify({ body, reply: reply.body }));
      if (message) assert.equal(reply.body.message, message);
    }
    assert.equal((await ledgerState(server, user.accountId)).balance, 100);

    const poor = await userWithModel(5);
    const short = await poor.client.post('template-image-service/generate-image-from-template', { modelId: poor.model.publicId, templateId: template.fileId });
    assert.equal(short.status, 402);
    assert.equal(short.body.message, NOT_ENOUGH_CREDITS_MESSAGE);

    const newcomer = await createSignedInUser(server, { rulesAccepted: false });
    await grant(server, newcomer.accountId, 100);
    const model = await succeededModel(server, newcomer.accountId);
    const unruly = await newcomer.client.post('template-image-service/generate-image-from-template', { modelId: model.publicId, templateId: template.fileId });
    assert.equal(unruly.status, 403);
    assert.equal(unruly.body.message, RULES_NOT_ACCEPTED_MESSAGE);

    const visitor = await server.client().post('template-image-service/generate-image-from-template', { modelId: user.model.publicId, templateId: template.fileId });
    assert.equal(visitor.status, 401);
  });

  it('refunds the 10 credits when the engine makes no image', async () => {
    server.useImageEngine(recordingEngine({ throws: 'provider down' }).engine);
    const user = await userWithModel(30);
    const template = (await templates(user.client, 'woman', 'Travel'))[0]!;
    const reply = await user.client.post('template-image-service/generate-image-from-template', { modelId: user.model.publicId, templateId: template.fileId });
    assert.equal(reply.status, 502);
    assert.equal(reply.body.message, GENERATION_FAILED_MESSAGE);
    const ledger = await ledgerState(server, user.accountId);
    assert.equal(ledger.balance, 30);
    assert.equal(ledger.sum, 30);
    assert.deepEqual(ledger.entries.map((e) => e.reason), ['grant', 'generation', 'refund']);
  });

  it('concurrent requests never overspend: the balance always equals the ledger sum', async () => {
    server.useImageEngine(recordingEngine({ delayMs: 20 }).engine);
    const user = await userWithModel(25);
    const template = (await templates(user.client, 'woman', 'Lifestyle'))[0]!;
    const replies = await Promise.all(Array.from({ length: 6 }, () =>
      user.client.post('template-image-service/generate-image-from-template', { modelId: user.model.publicId, templateId: template.fileId })));
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 200, 402, 402, 402, 402]);
    const ledger = await ledgerState(server, user.accountId);
    assert.equal(ledger.balance, 5);
    assert.equal(ledger.sum, 5);
  });
});

describe('pack prompts are the template images in the pack', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  it('a migrated pack still generates 30 images, and an edited prompt is what its next generation (and its starter) uses', async () => {
    const engine = fakeEngine();
    server.useImageEngine(engine);
    const admin = await createSignedInUser(server, { admin: true });
    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 600);
    const model = await succeededModel(server, user.accountId);
    const linkedin = await packIdOf(server, 'linkedin-headshots');

    const first = await generateWhileDraining(server, user.client, { packId: linkedin, modelId: model.publicId });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    assert.equal(first.body.status, 'success');
    const made = await user.client.get(`photo-pack-service/pack-generation/${first.body.packGenerationId}`);
    assert.equal(made.body.packGeneration.outputImages.length, 30);
    assert.equal(engine.prompts.length, 30);

    const prompts = await admin.client.post('admin-service/get-pack-prompts', { packageId: linkedin });
    assert.equal(prompts.status, 200, JSON.stringify(prompts.body));
    assert.equal(prompts.body.promptItems.length, 30);
    const firstItem = prompts.body.promptItems[0];
    const edited = await admin.client.post('admin-service/update-prompt', { fileId: firstItem.fileId, prompt: 'Model in a lighthouse keeper\'s coat on a stormy pier' });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
    const starter = await server.system.db.selectFrom('photo_packs').select('id').where('reference', '=', 'linkedin-headshots-starter').executeTakeFirstOrThrow();
    assert.equal((await server.system.packs.packsRepository.prompts(starter.id))[0], 'model in a lighthouse keeper\'s coat on a stormy pier');

    engine.prompts.length = 0;
    const second = await generateWhileDraining(server, user.client, { packId: linkedin, modelId: model.publicId });
    assert.equal(second.body.status, 'success');
    assert.equal(engine.prompts.length, 30);
    const slots = await server.system.db.selectFrom('pack_generation_slots').select(['position', 'prompt'])
      .where('pack_generation_id', '=', second.body.packGenerationId).orderBy('position').execute();
    assert.equal(slots[0]!.prompt, 'model in a lighthouse keeper\'s coat on a stormy pier');
    assert.ok(engine.prompts.some((p) => p.includes('lighthouse keeper') && p.includes(`TOK`)));
  });
});
