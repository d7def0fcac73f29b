// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { prehashPassword } from './helpers/prehash.js';
import { SHARE_IMAGE_NOT_FOUND_MESSAGE } from 'api-client';
import sharp from 'sharp';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';
import { succeededModel } from './helpers/pack-fixtures.js';
import { startS3TestServer, type S3TestServer } from './helpers/s3-test-server.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/** A real photo of a size of its own, so the page's og:image:width/height can be checked. */
const PHOTO = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#8a6' } }).jpeg().toBuffer();
const DAY_MS = 86_400_000;

/** The Open Graph and Twitter tags of a page, by property or name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) tags.set(match[1]!, match[2]!.replace(/&amp;/g, '&'));
  return tags;
}

/**
 * Share pages (docs/generation-and-images.md#sharing-a-photo) against a real server and database, with the
 * photo's public copy on the local disk and in an S3 bucket (s3rver): the page and its photo are read the
 * way a crawler reads them, with no session, following redirects.
 */
for (const driver of ['local', 's3'] as const) {
  describe(`share pages (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}, ${driver} storage)`, () => {
    let server: TestServer;
    let s3: S3TestServer | undefined;
    let clock = Date.now();

    before(async () => {
      if (driver === 's3') s3 = await startS3TestServer();
      server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000', ...s3?.env });
      server.useClock(() => new Date(clock));
    });
    after(async () => {
      await server.close();
      await s3?.close();
    });

    /** An image of the account as the gen page shows it: a stored photo and its row. */
    async function seedImage(accountId: number, modelId: number | null = null): Promise<{ fileId: string; key: string }> {
      const fileId = randomUUID();
      const key = `images/${accountId}/${fileId}.jpg`;
      await server.system.storage.put(key, PHOTO);
      await server.system.db.insertInto('images').values({ file_id: fileId, account_id: accountId, model_id: modelId, storage_key: key, prompt: 'a photo of model' }).execute();
      return { fileId, key };
    }

    async function share(client: HttpClient, fileId: string): Promise<string> {
      const reply = await client.post('replicate-service/share-image', { fileId });
      assert.equal(reply.status, 200, JSON.stringify(reply.body));
      return reply.body.shareUrl;
    }

    /** What anyone gets for a URL of this site, without a session (redirects to the bucket followed). */
    const visit = (absoluteUrl: string) => {
      const { pathname } = new URL(absoluteUrl);
      return fetch(`${server.url}${pathname}`);
    };

    async function pageAndPhoto(shareUrl: string) {
      const page = await visit(shareUrl);
      const html = await page.text();
      const tags = metaTags(html);
      const photoUrl = tags.get('og:image');
      const photo = photoUrl ? await visit(photoUrl) : undefined;
      return { page, html, tags, photo, photoBytes: photo?.ok ? Buffer.from(await photo.arrayBuffer()) : null };
    }

    const copyKeyOf = async (shareUrl: string) =>
      (await server.system.db.selectFrom('image_shares').select('copy_key').where('public_id', '=', shareUrl.split('/').pop()!).executeTakeFirst())?.copy_key;

    it('makes one link however many ask at once, and answers the same link afterwards', async () => {
      const owner = await createSignedInUser(server);
      const image = await seedImage(owner.accountId);
      assert.deepEqual((await owner.client.get('replicate-service/share-status', { fileId: image.fileId })).body, { status: 'success', shareUrl: null });

      const links = await Promise.all(Array.from({ length: 10 }, () => share(owner.client, image.fileId)));
      assert.equal(new Set(links).size, 1, 'ten concurrent requests made one link');
      const [link] = links as [string];
      const id = link.split('/').pop()!;
      assert.equal(link, `${server.system.config.publicUrl}/s/${id}`);
      assert.match(id, /^[A-Za-z0-9_-]{22}$/, '128 random bits, URL-safe');
      const rows = await server.system.db.selectFrom('image_shares').selectAll().where('account_id', '=', owner.accountId).execute();
      assert.equal(rows.length, 1);
      assert.equal(await share(owner.client, image.fileId), link);
      assert.deepEqual((await owner.client.get('replicate-service/share-status', { fileId: image.fileId })).body, { status: 'success', shareUrl: link });
      // "Export my data" says which photos are public.
      const exported = await server.system.privacy.privacyRepository.exportData(owner.accountId);
      assert.deepEqual(exported.sharedPhotos.map(({ file_id, share_id }) => ({ file_id, share_id })), [{ file_id: image.fileId, share_id: id }]);
    });

    it('serves a public page with Open Graph tags naming an absolute photo URL, and the photo itself, without a session', async () => {
      const owner = await createSignedInUser(server);
      const image = await seedImage(owner.accountId);
      const link = await share(owner.client, image.fileId);
      const { page, html, tags, photo, photoBytes } = await pageAndPhoto(link);

      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
      const publicUrl = server.system.config.publicUrl;
      assert.equal(tags.get('og:url'), link);
      assert.equal(tags.get('og:type'), 'website');
      assert.ok(tags.get('og:title'));
      assert.equal(tags.get('og:image'), `${link}/photo.jpg`);
      assert.ok(tags.get('og:image')!.startsWith(`${publicUrl}/`), 'og:image is absolute, on PUBLIC_URL');
      assert.equal(tags.get('og:image:type'), 'image/jpeg');
      assert.equal(tags.get('og:image:width'), '30');
      assert.equal(tags.get('og:image:height'), '40');
      assert.equal(tags.get('twitter:card'), 'summary_large_image');
      assert.equal(tags.get('twitter:image'), tags.get('og:image'));
      assert.equal(tags.get('robots'), 'noindex');
      assert.match(html, new RegExp(`<a class="cta" href="${publicUrl}/">`), 'links to the product');
      // The product's header, as on the site: its logo and name, a link home.
      assert.match(html, new RegExp(`<header>.*<a class="home" href="${publicUrl}/" aria-label="AI Photographer home"><svg[^>]*aria-hidden="true".*</svg><span>AI Photographer</span></a>.*</header>`, 's'));
      assert.ok(html.indexOf('<header>') < html.indexOf('<main>'), 'the header comes first');
      assert.doesNotMatch(html, /<script/i, 'needs no JavaScript');
      assert.doesNotMatch(html, /a photo of model/, 'the prompt stays private');
      // The site's security headers hold on the page as on every other.
      const csp = page.headers.get('content-security-policy') ?? '';
      assert.match(csp, /script-src 'self'/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.equal(page.headers.get('x-content-type-options'), 'nosniff');

      assert.equal(photo?.status, 200);
      assert.equal(photo?.headers.get('content-type'), 'image/jpeg');
      assert.deepEqual(photoBytes, PHOTO);
      assert.equal(await server.system.storage.get((await copyKeyOf(link))!).then((bytes) => bytes?.length), PHOTO.length);
    });

    it('does not expire: forty days on, the page and its photo still answer 200, and asking again gives the same link', async () => {
      const owner = await createSignedInUser(server);
      const image = await seedImage(owner.accountId);
      const link = await share(owner.client, image.fileId);
      assert.doesNotMatch(link, /[?&](exp|sig)=/);
      clock += 40 * DAY_MS;
      try {
        const { page, tags, photo } = await pageAndPhoto(link);
        assert.equal(page.status, 200);
        assert.doesNotMatch(tags.get('og:image') ?? '', /[?&](exp|sig)=/);
        assert.equal(photo?.status, 200);
        assert.equal(await share(owner.client, image.fileId), link);
      } finally {
        clock -= 40 * DAY_MS;
      }
    });

    it('revoked: the page and the photo answer 404, the public copy is gone, and sharing again makes a new link', async () => {
      const owner = await createSignedInUser(server);
      const image = await seedImage(owner.accountId);
      const link = await share(owner.client, image.fileId);
      const copyKey = (await copyKeyOf(link))!;
      const photoUrl = (await pageAndPhoto(link)).tags.get('og:image')!;

      assert.deepEqual((await owner.client.post('replicate-service/revoke-share', { fileId: image.fileId })).body, { status: 'success' });
      const page = await visit(link);
      assert.equal(page.status, 404);
      const gone = await page.text();
      assert.match(gone, /no longer shared/);
      assert.match(gone, /<a class="home" href="[^"]+" aria-label="AI Photographer home">/, 'the header and its link home there too');
      assert.equal((await visit(photoUrl)).status, 404);
      assert.equal(await server.system.storage.get(copyKey), null);
      assert.deepEqual((await owner.client.get('replicate-service/share-status', { fileId: image.fileId })).body, { status: 'success', shareUrl: null });
      // Revoking what is not shared changes nothing; sharing again makes a different link.
      assert.equal((await owner.client.post('replicate-service/revoke-share', { fileId: image.fileId })).status, 200);
      const again = await share(owner.client, image.fileId);
      assert.notEqual(again, link);
      assert.equal((await pageAndPhoto(again)).photo?.status, 200);
    });

    it('a deleted image (soft-deleted counts) ends its share: 404 for page and photo, copy removed, and it cannot be shared', async () => {
      const owner = await createSignedInUser(server);
      const kept = await seedImage(owner.accountId);
      const image = await seedImage(owner.accountId);
      const link = await share(owner.client, image.fileId);
      const copyKey = (await copyKeyOf(link))!;
      const photoUrl = (await pageAndPhoto(link)).tags.get('og:image')!;

      assert.equal((await owner.client.post('replicate-service/delete-image', { fileId: image.fileId, isDeleted: true })).status, 200);
      assert.equal((await visit(link)).status, 404);
      assert.equal((await visit(photoUrl)).status, 404);
      assert.equal(await server.system.storage.get(copyKey), null);
      const refused = await owner.client.post('replicate-service/share-image', { fileId: image.fileId });
      assert.equal(refused.status, 404);
      assert.equal(refused.body.message, SHARE_IMAGE_NOT_FOUND_MESSAGE);
      // Restoring it does not bring the old link back.
      assert.equal((await owner.client.post('replicate-service/delete-image', { fileId: image.fileId, isDeleted: false })).status, 200);
      assert.equal((await visit(link)).status, 404);
      assert.equal((await pageAndPhoto(await share(owner.client, kept.fileId))).page.status, 200, 'other shares live on');
    });

    it('a model deleted with its photos ends their shares; a model deleted keeping its photos keeps them shared', async () => {
      const owner = await createSignedInUser(server);
      const gone = await succeededModel(server, owner.accountId);
      const staying = await succeededModel(server, owner.accountId);
      const goneLink = await share(owner.client, (await seedImage(owner.accountId, gone.id)).fileId);
      const keptLink = await share(owner.client, (await seedImage(owner.accountId, staying.id)).fileId);
      const goneCopy = (await copyKeyOf(goneLink))!;
      const gonePhoto = (await pageAndPhoto(goneLink)).tags.get('og:image')!;

      assert.equal((await owner.client.post('replicate-service/delete-model', { modelId: gone.publicId, deleteImages: true })).status, 200);
      assert.equal((await owner.client.post('replicate-service/delete-model', { modelId: staying.publicId })).status, 200);
      assert.equal((await visit(goneLink)).status, 404, 'at once, before the deletion job');
      await server.drainJobs();
      assert.equal((await visit(gonePhoto)).status, 404);
      assert.equal(await server.system.storage.get(goneCopy), null);
      const kept = await pageAndPhoto(keptLink);
      assert.equal(kept.page.status, 200);
      assert.equal(kept.photo?.status, 200);
    });

    it('a deleted account ends every share: the page at once, the photo and its copy once the deletion job ran', async () => {
      const owner = await createSignedInUser(server);
      const model = await succeededModel(server, owner.accountId);
      const links = [
        await share(owner.client, (await seedImage(owner.accountId)).fileId),
        await share(owner.client, (await seedImage(owner.accountId, model.id)).fileId),
      ];
      const copies = await Promise.all(links.map(copyKeyOf));
      const photos = await Promise.all(links.map(async (link) => (await pageAndPhoto(link)).tags.get('og:image')!));

      const password = prehashPassword('password1', server.system.config.passwordPrehash);
      assert.deepEqual((await owner.client.post('auth-service/delete-account', { password })).body, { status: 'deleted' });
      for (const link of links) assert.equal((await visit(link)).status, 404);
      await server.drainJobs();
      for (const photo of photos) assert.equal((await visit(photo)).status, 404);
      for (const key of copies) assert.equal(await server.system.storage.get(key!), null);
      assert.equal(Number((await server.system.db.selectFrom('image_shares').select((eb) => eb.fn.countAll().as('n'))
        .where('account_id', '=', owner.accountId).executeTakeFirstOrThrow()).n), 0);
    });

    it("another user's image is a 404 to share, to ask about and to revoke, and their share lives on", async () => {
      const owner = await createSignedInUser(server);
      const stranger = await createSignedInUser(server);
      const image = await seedImage(owner.accountId);
      const link = await share(owner.client, image.fileId);
      for (const reply of [
        await stranger.client.post('replicate-service/share-image', { fileId: image.fileId }),
        await stranger.client.get('replicate-service/share-status', { fileId: image.fileId }),
        await stranger.client.post('replicate-service/revoke-share', { fileId: image.fileId }),
        await stranger.client.post('replicate-service/share-image', { fileId: 'not-a-file-id' }),
      ]) {
        assert.equal(reply.status, 404, JSON.stringify(reply.body));
        assert.equal(reply.body.message, SHARE_IMAGE_NOT_FOUND_MESSAGE);
      }
      assert.equal((await server.client().post('replicate-service/share-image', { fileId: image.fileId })).status, 401);
      assert.equal((await pageAndPhoto(link)).photo?.status, 200);
    });

    it('answers 404 for ids that are not shares, and for a photo asked under another name', async () => {
      const owner = await createSignedInUser(server);
      const link = await share(owner.client, (await seedImage(owner.accountId)).fileId);
      const id = link.split('/').pop()!;
      for (const path of ['/s/short', `/s/${'A'.repeat(22)}`, `/s/${id}/photo.png`, `/s/${id}/other.jpg`, `/s/${'A'.repeat(22)}/photo.jpg`]) {
        assert.equal((await fetch(`${server.url}${path}`)).status, 404, path);
      }
    });
  });
}
