// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_PACK_NOT_FOUND_MESSAGE, CATEGORY_REQUIRED_MESSAGE, CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE, PACK_NOT_AVAILABLE_MESSAGE,
  PACK_PROMPT_NEEDS_MODEL_MESSAGE, PACK_REFERENCE_TAKEN_MESSAGE, REMOVE_FROM_PACK_FIRST_MESSAGE, TEMPLATE_IMAGE_NOT_FOUND_MESSAGE,
  type AdminTemplateImage, type PhotoPack,
} from 'api-client';
import { ConfigError, loadConfig } from '../src/config/config.js';
import { createMockImageEngine } from '../src/modules/generation/engines/mock-image.engine.js';
import { createLocalPromptWriter } from '../src/modules/templates/prompt-writers/local-prompt-writer.adapter.js';
import { createReplicatePromptWriter } from '../src/modules/templates/prompt-writers/replicate-prompt-writer.adapter.js';
import { SEED_MARKER_KEY } from '../src/modules/templates/template-seed-files.js';
import { startFakeReplicate } from './fakes/fake-replicate.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { generateWhileDraining } from './helpers/pack-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { grant, recordingEngine, succeededModel } from './generation.helpers.js';

const ADMIN_CALLS: Array<['GET' | 'POST', string]> = [
  ['POST', 'admin-service/generate-template-images'], ['POST', 'admin-service/approve-template-image'],
  ['POST', 'admin-service/delete-template-image'], ['POST', 'admin-service/add-template-to-pack'],
  ['POST', 'admin-service/remove-template-from-pack'], ['POST', 'admin-service/template-images'],
  ['POST', 'admin-service/get-pack-template-images'], ['POST', 'admin-service/get-pack-prompts'], ['POST', 'admin-service/update-prompt'],
  ['POST', 'admin-service/create-pack'], ['POST', 'admin-service/update-pack'], ['GET', 'admin-service/photo-packs'],
];

describe('admin content studio', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  let categoryId: (name: string) => number;

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' }, { isolated: true }); // it edits the shared pack catalogue
    admin = await createSignedInUser(server, { admin: true });
    const categories = (await admin.client.get('template-image-service/template-categories')).body.data as Array<{ categoryID: number; name: string }>;
    categoryId = (name) => categories.find((c) => c.name === name)!.categoryID;
  });
  after(() => server.close());

  const post = (path: string, body: Record<string, unknown>) => admin.client.post(`admin-service/${path}`, body);
  const newPack = (reference: string, extra: Record<string, unknown> = {}) =>
    post('create-pack', { reference, title: 'Studio Test', price: '$7.99', persona: null, isApproved: false, description: 'A pack made in a test', ...extra });

  async function generated(templateClass: string, prompt = 'model reading by a window, soft light'): Promise<AdminTemplateImage> {
    const reply = await post('generate-template-images', { mode: 'custom', prompt, imagesCount: 1, templateCategoryId: categoryId('Lifestyle'), templateClass });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body.images[0];
  }

  it('answers 401 to visitors and 403 to signed-in users on every content call', async () => {
    const user = await createSignedInUser(server);
    for (const [method, path] of ADMIN_CALLS) {
      const visitor = server.client();
      const anonymous = method === 'GET' ? await visitor.get(path) : await visitor.post(path, {});
      assert.equal(anonymous.status, 401, `${path} signed out`);
      const forbidden = method === 'GET' ? await user.client.get(path) : await user.client.post(path, {});
      assert.equal(forbidden.status, 403, `${path} as a user`);
    }
  });

  it('auto mode writes varied prompts from the theme and draws them with the base model; new images start rejected', async () => {
    const fake = recordingEngine();
    server.useImageEngine(fake.engine);
    const reply = await post('generate-template-images', {
      mode: 'auto', prompt: 'cosy autumn walks', imagesCount: 3, templateCategoryId: categoryId('Lifestyle'), templateClass: 'dog',
    });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    const images: AdminTemplateImage[] = reply.body.images;
    assert.equal(images.length, 3);
    assert.equal(new Set(images.map((i) => i.prompt)).size, 3);
    for (const image of images) {
      assert.deepEqual([image.moderationStatus, image.class, image.categoryId, image.packageId], ['rejected', 'dog', categoryId('Lifestyle'), null]);
      assert.match(image.prompt, /\bmodel\b/);
      assert.match(image.prompt, /cosy autumn walks/);
      assert.equal((await fetch(`${server.url}${image.imageUrl}`)).status, 200);
    }
    assert.equal(fake.requests.length, 3);
    assert.ok(fake.requests.every((r) => r.model.type === 'flux-base' && r.count === 1 && r.prompt.includes('a dog') && !/\bmodel\b/.test(r.prompt)));

    const user = await createSignedInUser(server);
    const visible = async () => (await user.client.post('template-image-service/template-images', { categoryID: categoryId('Lifestyle'), templateClass: 'dog' })).body.data as AdminTemplateImage[];
    assert.ok(!(await visible()).some((t) => t.fileId === images[0]!.fileId), 'rejected images never reach users');
    assert.equal((await post('approve-template-image', { fileId: images[0]!.fileId, moderationStatus: 'approved' })).status, 200);
    assert.ok((await visible()).some((t) => t.fileId === images[0]!.fileId));
    assert.equal((await post('approve-template-image', { fileId: images[0]!.fileId, moderationStatus: 'rejected' })).status, 200);
    assert.ok(!(await visible()).some((t) => t.fileId === images[0]!.fileId));

    const listed = await post('template-images', { categoryId: categoryId('Lifestyle') });
    const all: AdminTemplateImage[] = listed.body.templateImages;
    assert.ok(images.every((image) => all.some((t) => t.fileId === image.fileId)), 'admins see every status');
    assert.ok(all.some((t) => t.moderationStatus === 'approved'));
  });

  it('custom mode draws the prompt as written with the class\'s words; bad requests are refused', async () => {
    const fake = recordingEngine();
    server.useImageEngine(fake.engine);
    const image = await generated('base-model', 'model on a bench in the snow');
    assert.equal(image.prompt, 'model on a bench in the snow');
    assert.equal(fake.requests[0]!.prompt, 'a person on a bench in the snow');
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ mode: 'custom', prompt: 'a bench in the snow', templateCategoryId: categoryId('Travel'), templateClass: 'man' }, 400, `prompt: ${CUSTOM_PROMPT_NEEDS_MODEL_MESSAGE}`],
      [{ mode: 'auto', prompt: 'beach', imagesCount: 2, templateCategoryId: 999_999, templateClass: 'man' }, 400, CATEGORY_REQUIRED_MESSAGE],
      [{ mode: 'custom', prompt: 'model topless on a beach', templateCategoryId: categoryId('Travel'), templateClass: 'man' }, 400, 'This prompt breaks our rules'],
    ];
    for (const [body, status, message] of cases) {
      const reply = await post('generate-template-images', body);
      assert.equal(reply.status, status, JSON.stringify(reply.body));
      assert.ok(reply.body.message.startsWith(message), reply.body.message);
    }
    assert.equal(fake.requests.length, 1);
    server.useImageEngine(createMockImageEngine({ storage: server.system.storage }));
  });

  it('packs: create (price in cents, 300 credits, unapproved), duplicate references refused, update; admins list every pack', async () => {
    const created = await newPack('studio-pack-1');
    assert.equal(created.status, 200, JSON.stringify(created.body));
    const pack: PhotoPack = created.body.newPack;
    assert.deepEqual([pack.Reference, pack.Price, pack.Credits, pack.Persona, pack.IsApproved, pack.IncludesTraining], ['studio-pack-1', '$7.99', 300, null, false, false]);
    const row = await server.system.db.selectFrom('photo_packs').selectAll().where('id', '=', pack.PackageID).executeTakeFirstOrThrow();
    assert.deepEqual([row.price_cents, row.category, row.emoji], [799, 'General', '✨']);

    const duplicate = await newPack('studio-pack-1');
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.body.message, PACK_REFERENCE_TAKEN_MESSAGE);
    assert.equal((await newPack('has space')).status, 400);

    const shop = async () => (await server.client().post('photo-pack-service/photo-packs', {})).body.photoPacks as PhotoPack[];
    assert.ok(!(await shop()).some((p) => p.PackageID === pack.PackageID), 'unapproved packs stay out of the shop');
    const everything = (await admin.client.get('admin-service/photo-packs')).body.photoPacks as PhotoPack[];
    assert.ok(everything.some((p) => p.PackageID === pack.PackageID));
    assert.equal(everything.length, (await server.system.db.selectFrom('photo_packs').select('id').execute()).length);

    const updated = await post('update-pack', {
      packageId: pack.PackageID, reference: 'studio-pack-1b', title: 'Renamed', price: '$12.50', persona: 'single', isApproved: true, description: 'New text',
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.deepEqual([updated.body.newPack.Reference, updated.body.newPack.Title, updated.body.newPack.Price, updated.body.newPack.Persona, updated.body.newPack.IsApproved],
      ['studio-pack-1b', 'Renamed', '$12.50', 'single', true]);
    assert.ok((await shop()).some((p) => p.PackageID === pack.PackageID));
    const clash = await post('update-pack', { packageId: pack.PackageID, reference: 'linkedin-headshots', title: 'X', price: '$1.00', persona: null, isApproved: true, description: '' });
    assert.equal(clash.status, 409);
    const missing = await post('update-pack', { packageId: 999_999, reference: 'nobody', title: 'X', price: '$1.00', persona: null, isApproved: true, description: '' });
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, ADMIN_PACK_NOT_FOUND_MESSAGE);
  });

  it('pack membership: add approves and appends, in-pack images cannot be rejected or deleted, remove rejects, delete removes the file', async () => {
    const pack: PhotoPack = (await newPack('studio-pack-2')).body.newPack;
    const first = await generated('woman', 'model at a pottery wheel, warm light');
    const second = await generated('man', 'model on a sailing boat at dawn');
    const noModel = await generated('woman');
    await server.system.db.updateTable('template_images').set({ prompt: 'a quiet harbour at dawn' }).where('file_id', '=', noModel.fileId).execute();

    for (const image of [first, second]) assert.equal((await post('add-template-to-pack', { fileId: image.fileId, packageId: pack.PackageID })).status, 200);
    const refused = await post('add-template-to-pack', { fileId: noModel.fileId, packageId: pack.PackageID });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.message, PACK_PROMPT_NEEDS_MODEL_MESSAGE);
    assert.equal((await post('add-template-to-pack', { fileId: first.fileId, packageId: 999_999 })).body.message, ADMIN_PACK_NOT_FOUND_MESSAGE);
    assert.equal((await post('add-template-to-pack', { fileId: '00000000-0000-4000-8000-000000000000', packageId: pack.PackageID })).body.message, TEMPLATE_IMAGE_NOT_FOUND_MESSAGE);

    const inPack: AdminTemplateImage[] = (await post('get-pack-template-images', { packageId: pack.PackageID })).body.templateImages;
    assert.deepEqual(inPack.map((t) => [t.fileId, t.moderationStatus, t.packageId]), [[first.fileId, 'approved', pack.PackageID], [second.fileId, 'approved', pack.PackageID]]);
    const prompts = (await post('get-pack-prompts', { packageId: pack.PackageID })).body.promptItems;
    assert.deepEqual(prompts.map((p: { prompt: string }) => p.prompt), [first.prompt, second.prompt]);
    assert.deepEqual(await server.system.packs.packsRepository.prompts(pack.PackageID), [first.prompt, second.prompt]);

    const noWord = await post('update-prompt', { fileId: first.fileId, prompt: 'a pottery wheel' });
    assert.equal(noWord.status, 400);
    assert.equal(noWord.body.message, PACK_PROMPT_NEEDS_MODEL_MESSAGE);
    assert.equal((await post('update-prompt', { fileId: noModel.fileId, prompt: 'a calm harbour' })).status, 200, 'outside packs any prompt may be kept');
    for (const [path, body] of [['delete-template-image', { fileId: first.fileId }], ['approve-template-image', { fileId: first.fileId, moderationStatus: 'rejected' }]] as const) {
      const reply = await post(path, body);
      assert.equal(reply.status, 409, path);
      assert.equal(reply.body.message, REMOVE_FROM_PACK_FIRST_MESSAGE);
    }

    assert.equal((await post('remove-template-from-pack', { fileId: first.fileId })).status, 200);
    const after: AdminTemplateImage[] = (await post('get-pack-template-images', { packageId: pack.PackageID })).body.templateImages;
    assert.deepEqual(after.map((t) => t.fileId), [second.fileId]);
    const removed = await server.system.templates.templatesRepository.byFileId(first.fileId);
    assert.deepEqual([removed?.moderation_status, removed?.pack_id], ['rejected', null]);
    assert.equal((await post('add-template-to-pack', { fileId: first.fileId, packageId: pack.PackageID })).status, 200);
    assert.deepEqual((await post('get-pack-prompts', { packageId: pack.PackageID })).body.promptItems.map((p: { fileId: string }) => p.fileId), [second.fileId, first.fileId], 'appended at the end');

    const key = removed!.storage_key;
    await post('remove-template-from-pack', { fileId: first.fileId });
    assert.ok(await server.system.storage.get(key));
    assert.equal((await post('delete-template-image', { fileId: first.fileId })).status, 200);
    assert.equal(await server.system.storage.get(key), null);
    assert.equal((await post('delete-template-image', { fileId: first.fileId })).status, 404);
  });

  it('an admin previews an unapproved pack with their own model at the normal price; users cannot generate it', async () => {
    server.useImageEngine(recordingEngine().engine);
    const pack: PhotoPack = (await newPack('studio-pack-3')).body.newPack;
    const image = await generated('woman', 'model in a greenhouse full of ferns');
    await post('add-template-to-pack', { fileId: image.fileId, packageId: pack.PackageID });
    await grant(server, admin.accountId, 300);
    const model = await succeededModel(server, admin.accountId);
    const preview = await generateWhileDraining(server, admin.client, { packId: pack.PackageID, modelId: model.publicId });
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.equal(preview.body.status, 'success');
    assert.equal(await server.system.credits.creditsService.balance(admin.accountId), 0);

    const user = await createSignedInUser(server);
    await grant(server, user.accountId, 300);
    const userModel = await succeededModel(server, user.accountId);
    const refused = await user.client.post('photo-pack-service/generate-pack', { packId: pack.PackageID, modelId: userModel.publicId });
    assert.equal(refused.status, 404);
    assert.equal(refused.body.message, PACK_NOT_AVAILABLE_MESSAGE);
  });

  it('renders the seeded images\' files once per storage folder; packs then show their template images as samples', async () => {
    const before = (await server.client().post('photo-pack-service/photo-packs', {})).body.photoPacks as PhotoPack[];
    assert.ok(before.find((p) => p.Reference === 'fitness')!.SampleImages.every((url) => url.endsWith('.svg')));

    // A storage folder of its own: once its marker is written, every server on that folder shows the
    // template samples, and the other test files of this process expect the packs' own.
    const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-photographer-seed-'));
    const seeded = await startTestServer({ TEMPLATE_SEED_FILES: 'true', DATA_DIR: seedDir }, { isolated: true });
    try {
      const { templateSeedFiles, templatesRepository } = seeded.system.templates;
      // A file drawn by an earlier placeholder version (its marker is not the current one): drawn again.
      const [first] = await templatesRepository.seeded();
      const stale = Buffer.from('drawn by v1');
      await seeded.system.storage.put(first!.storageKey, stale);
      const started = Date.now();
      const rendered = await templateSeedFiles.ensure();
      const seeds = await templatesRepository.seeded();
      assert.equal(rendered, seeds.length, `rendered ${rendered} of ${seeds.length} in ${Date.now() - started} ms`);
      assert.ok(!(await seeded.system.storage.get(first!.storageKey))!.equals(stale), 'a file of an earlier version is drawn again');
      assert.ok(await seeded.system.storage.get(SEED_MARKER_KEY));
      for (const seed of seeds.slice(0, 5)) assert.ok(await seeded.system.storage.get(seed.storageKey));
      assert.equal(await templateSeedFiles.ensure(), 0, 'once per storage folder');

      const packs = (await seeded.client().post('photo-pack-service/photo-packs', {})).body.photoPacks as PhotoPack[];
      const linkedin = packs.find((p) => p.Reference === 'linkedin-headshots')!;
      assert.equal(linkedin.SampleImages.length, 3);
      assert.match(linkedin.SampleImages[0]!, /\/files\/templates\/seed\/.+\.jpg\?exp=/);
      const file = await fetch(`${seeded.url}${linkedin.SampleImages[0]}`);
      assert.equal(file.status, 200);
      assert.equal(file.headers.get('content-type'), 'image/jpeg');
      const starter = packs.find((p) => p.Reference === 'linkedin-headshots-starter')!;
      assert.deepEqual(starter.SampleImages.map((u) => u.split('?')[0]), linkedin.SampleImages.map((u) => u.split('?')[0]));
    } finally {
      await seeded.close();
      fs.rmSync(seedDir, { recursive: true, force: true });
    }
  });
});

describe('prompt writers', () => {
  it('the local writer is deterministic and gives distinct prompts naming "model", without the theme\'s own "model"', async () => {
    const writer = createLocalPromptWriter();
    const request = { theme: 'Model business portraits', category: 'Business', subject: 'a woman', count: 30 };
    const prompts = await writer.write(request);
    assert.equal(prompts.length, 30);
    assert.equal(new Set(prompts).size, 30);
    assert.ok(prompts.every((p) => /\bmodel\b/.test(p) && p.includes('business portraits') && !p.includes('Model')));
    assert.deepEqual(await writer.write(request), prompts);
    assert.match((await writer.write({ ...request, theme: '', count: 1 }))[0]!, /business photo/);
  });

  it('the Replicate writer asks a language model through the Replicate client and keeps the lines that name "model"', async () => {
    const fake = await startFakeReplicate();
    try {
      fake.autoFinishAfterPolls(1);
      const writer = createReplicatePromptWriter(
        { apiToken: fake.token, baseUrl: fake.baseUrl, model: 'meta/meta-llama-3-8b-instruct', deadlineMs: 5000 },
        { sleep: async () => undefined },
      );
      const prompts = await writer.write({ theme: 'rooftop parties', category: 'Lifestyle', subject: 'a man', count: 3 });
      assert.deepEqual(prompts, ['portrait of model in scene 1, soft light', 'portrait of model in scene 2, soft light', 'portrait of model in scene 3, soft light']);
      const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/models/meta/meta-llama-3-8b-instruct/predictions');
      const input = (create?.body as { input: Record<string, unknown> }).input;
      assert.match(String(input.prompt), /Write 3 different photo prompts on this theme: rooftop parties/);
      assert.match(String(input.system_prompt), /"model"/);

      // A chatty answer: an introduction, a line without "model", a repeat. The local writer tops it up.
      fake.state.textReply = () => 'Here are your prompts:\n1. "Model dancing on a rooftop"\n2. a skyline at night\n3. Model dancing on a rooftop';
      const topped = await writer.write({ theme: 'rooftop parties', category: 'Lifestyle', subject: 'a man', count: 3 });
      assert.equal(topped.length, 3);
      assert.equal(topped[0], 'model dancing on a rooftop');
      assert.ok(topped.every((p) => /\bmodel\b/.test(p)));

      fake.autoFinishAfterPolls(1, 'failed', 'out of memory');
      await assert.rejects(writer.write({ theme: 'x', category: 'Lifestyle', subject: 'a man', count: 2 }), /out of memory/);
      const unauthorised = createReplicatePromptWriter({ apiToken: 'wrong', baseUrl: fake.baseUrl, model: 'meta/meta-llama-3-8b-instruct', deadlineMs: 5000 });
      await assert.rejects(unauthorised.write({ theme: 'x', category: 'Lifestyle', subject: 'a man', count: 2 }));
    } finally {
      await fake.close();
    }
  });

  it('PROMPT_WRITER=replicate needs a Replicate token', () => {
    assert.throws(() => loadConfig({ PROMPT_WRITER: 'replicate' }), (error: unknown) => error instanceof ConfigError && /REPLICATE_API_TOKEN/.test(error.message));
    assert.equal(loadConfig({ NODE_ENV: 'test' }).templateSeedFiles, false);
    assert.equal(loadConfig({}).templateSeedFiles, true);
  });
});
