// @test-databases pglite
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import JSZip from 'jszip';
import { IMAGE_NOT_FOUND_MESSAGE } from '../src/modules/generation/images.service.js';
import { MAX_DOWNLOAD_IMAGES, PACK_DOWNLOAD_EMPTY_MESSAGE, PACK_GENERATION_NOT_FOUND_MESSAGE, TOO_MANY_DOWNLOADS_MESSAGE } from 'api-client';
import { createDownloadLinkSigner } from '../src/modules/downloads/download-link.signer.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { fakeEngine, generateWhileDraining, grant, packIdOf, succeededModel } from './helpers/pack-fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;

async function fetchZip(server: TestServer, url: string) {
  const reply = await fetch(`${server.url}${url}`);
  const body = Buffer.from(await reply.arrayBuffer());
  return { reply, body, zip: reply.status === 200 ? await JSZip.loadAsync(body) : null };
}

describe('zip downloads', () => {
  let server: TestServer;
  let linkedin: number;

  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
    linkedin = await packIdOf(server, 'linkedin-headshots');
    server.useImageEngine(fakeEngine());
  });
  after(() => server.close());

  async function userWithPack() {
    const user = await createSignedInUser(server);
    const model = await succeededModel(server, user.accountId);
    await grant(server, user.accountId, 300);
    const made = await generateWhileDraining(server, user.client, { packId: linkedin, modelId: model.publicId });
    assert.equal(made.status, 200, JSON.stringify(made.body));
    return { ...user, generationId: made.body.packGenerationId as number };
  }

  test('a pack downloads as one zip of its 30 JPEGs, named by pack title and position', async () => {
    const owner = await userWithPack();
    const link = await owner.client.post('photo-pack-service/pack-download', { packGenerationId: owner.generationId });
    assert.equal(link.status, 200, JSON.stringify(link.body));
    assert.equal(link.body.fileName, 'linkedin-headshots.zip');
    assert.match(link.body.url, /^\/ai-photographer\/downloads\/linkedin-headshots\.zip\?s=pack\.\d+\.\d+&exp=\d+&sig=[\w-]+$/);

    const { reply, zip } = await fetchZip(server, link.body.url);
    assert.equal(reply.status, 200);
    assert.equal(reply.headers.get('content-type'), 'application/zip');
    assert.match(reply.headers.get('content-disposition') ?? '', /^attachment; filename="linkedin-headshots\.zip"/);
    const names = Object.keys(zip!.files).sort();
    assert.equal(names.length, 30);
    assert.equal(names[0], 'linkedin-headshots-01.jpg');
    assert.equal(names[29], 'linkedin-headshots-30.jpg');
    for (const name of names) assert.ok(isJpeg(await zip!.file(name)!.async('uint8array')), `${name} is a JPEG`);
  });

  test('another user gets 404 for the link, and a pack with no photos yet is a 409', async () => {
    const owner = await userWithPack();
    const stranger = await createSignedInUser(server);
    const refused = await stranger.client.post('photo-pack-service/pack-download', { packGenerationId: owner.generationId });
    assert.equal(refused.status, 404);
    assert.equal(refused.body.message, PACK_GENERATION_NOT_FOUND_MESSAGE);

    // A pack still being made has nothing to zip until its first photo is there.
    await server.system.db.updateTable('pack_generation_slots').set({ status: 'queued', image_id: null })
      .where('pack_generation_id', '=', owner.generationId).execute();
    const empty = await owner.client.post('photo-pack-service/pack-download', { packGenerationId: owner.generationId });
    assert.equal(empty.status, 409);
    assert.equal(empty.body.message, PACK_DOWNLOAD_EMPTY_MESSAGE);
  });

  test('a gen selection zips the owner\'s images by prompt, de-duplicated; others\' images are a 404', async () => {
    const owner = await createSignedInUser(server);
    await grant(server, owner.accountId, 100);
    const first = await owner.client.post('replicate-service/gen', { prompt: 'A lighthouse at dusk, in the rain!', modelId: 'flux-base', imageCount: 2 });
    const second = await owner.client.post('replicate-service/gen', { prompt: 'Café terrace', modelId: 'flux-base', imageCount: 1 });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const fileIds = [...first.body.outputImages, ...second.body.outputImages].map((image: { fileId: string }) => image.fileId);

    const link = await owner.client.post('replicate-service/images-download', { fileIds });
    assert.equal(link.status, 200, JSON.stringify(link.body));
    assert.equal(link.body.fileName, 'my-photos-3.zip');
    const { reply, zip } = await fetchZip(server, link.body.url);
    assert.equal(reply.status, 200);
    assert.deepEqual(Object.keys(zip!.files), ['a-lighthouse-at-dusk-in-the-rain.jpg', 'a-lighthouse-at-dusk-in-the-rain-2.jpg', 'cafe-terrace.jpg']);
    for (const file of Object.values(zip!.files)) assert.ok(isJpeg(await file.async('uint8array')));

    const stranger = await createSignedInUser(server);
    const refused = await stranger.client.post('replicate-service/images-download', { fileIds });
    assert.equal(refused.status, 404);
    assert.equal(refused.body.message, IMAGE_NOT_FOUND_MESSAGE);
    // One foreign id among the owner's own refuses the whole selection.
    const mixed = await stranger.client.post('replicate-service/images-download', { fileIds: [fileIds[0]] });
    assert.equal(mixed.status, 404);
  });

  test('a selection is capped, and a link that was tampered with, expired or signed elsewhere is a 403', async () => {
    const owner = await createSignedInUser(server);
    const tooMany = Array.from({ length: MAX_DOWNLOAD_IMAGES + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const capped = await owner.client.post('replicate-service/images-download', { fileIds: tooMany });
    assert.equal(capped.status, 400);
    assert.match(capped.body.message, new RegExp(TOO_MANY_DOWNLOADS_MESSAGE));

    const pack = await userWithPack();
    const link = (await pack.client.post('photo-pack-service/pack-download', { packGenerationId: pack.generationId })).body.url as string;
    const other = await userWithPack();
    const { config } = server.system;
    const expired = createDownloadLinkSigner({ secret: config.fileUrlSecret, basePath: '', now: () => Date.now() - 3600_000 })
      .sign({ kind: 'pack', accountId: pack.accountId, generationId: pack.generationId }, 'x.zip');
    const foreign = createDownloadLinkSigner({ secret: 'another-secret-of-enough-length', basePath: '' })
      .sign({ kind: 'pack', accountId: pack.accountId, generationId: pack.generationId }, 'x.zip');
    const bad = [
      link.replace(`.${pack.generationId}&`, `.${other.generationId}&`),
      link.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 10}`),
      link.replace(/&sig=.*$/, ''),
      expired,
      foreign,
    ];
    for (const url of bad) assert.equal((await fetch(`${server.url}${url}`)).status, 403, url);

    // A correctly signed link naming someone else's pack (never handed out) still finds nothing.
    const forged = createDownloadLinkSigner({ secret: config.fileUrlSecret, basePath: '' })
      .sign({ kind: 'pack', accountId: pack.accountId, generationId: other.generationId }, 'x.zip');
    assert.equal((await fetch(`${server.url}${forged}`)).status, 404);
  });

  test('a single file link with download=<name> saves under a readable name with the file\'s own extension', async () => {
    await server.system.storage.put('images/1/abc.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
    const url = server.system.files.fileUrlSigner.sign('images/1/abc.jpg');
    const named = await fetch(`${server.url}${url}&download=${encodeURIComponent('Linkedin Headshots 07.exe')}`);
    assert.equal(named.status, 200);
    assert.equal(named.headers.get('content-disposition'), 'attachment; filename="linkedin-headshots-07.jpg"; filename*=UTF-8\'\'linkedin-headshots-07.jpg');
    const plain = await fetch(`${server.url}${url}`);
    assert.equal(plain.headers.get('content-disposition'), null);
  });
});
