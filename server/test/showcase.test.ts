// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  IMAGE_UPLOAD_FORMAT_MESSAGE, PHOTO_ISSUE_TOO_LARGE, SHOWCASE_BEFORE_REQUIRED_MESSAGE, SHOWCASE_PACK_NOT_FOUND_MESSAGE, SHOWCASE_PAIR_ONLY_MESSAGE,
  SHOWCASE_RETIRED_MESSAGE, SHOWCASE_TOO_MANY_BEFORE_MESSAGE, type AdminShowcaseItem, type PhotoPack, type PublicShowcase,
} from 'api-client';
import { lyingDeflateBomb, manyEntriesZip, pngDeclaring } from '../bench/hostile-uploads.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const FACES = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures', 'faces');
const SELFIE = fs.readFileSync(path.join(FACES, 'face-01.jpg'));
const MADE = fs.readFileSync(path.join(FACES, 'face-02.jpg'));

const CONSENT = {
  subjectName: 'Ada Example', subjectEmail: 'ada@example.com', consentedAt: '2026-11-20',
  consentText: 'I agree that AI Photographer shows my selfie and the photos made from it on its website.',
};

interface Photo { bytes: Buffer; name?: string; type?: string }

/** admin-service/showcase-upload as the admin's form sends it: text fields, then the before and after files. */
async function upload(server: TestServer, client: HttpClient, fields: Record<string, string>, files: { before?: Photo | Photo[]; after?: Photo | Photo[] }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  for (const side of ['before', 'after'] as const) {
    for (const file of [files[side] ?? []].flat()) {
      form.append(side, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name ?? `${side}.jpg`);
    }
  }
  const response = await fetch(`${server.url}/ai-photographer/admin-service/showcase-upload`, {
    method: 'POST', headers: { cookie: `session=${client.cookie('session') ?? ''}` }, body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const pairFields = (caption = 'From a selfie to a boardroom headshot') => ({ kind: 'pair', caption, ...CONSENT });
const photos = { before: { bytes: SELFIE }, after: { bytes: MADE } };

/** A site folder as the build leaves it, with a renderer kit whose landing page shows the first hero photo. */
function fakeSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'showcase-site-'));
  const dist = path.join(root, 'shell', 'dist');
  const page = (body: string) => `<!doctype html><html lang="en"><head><title>Home</title></head><body><div id="root" data-prerendered="/" data-base-path="">${body}</div></body></html>`;
  fs.mkdirSync(path.join(dist, 'prerendered', 'flux-lora'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'prerendered', 'kit'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), page('').replace(' data-prerendered="/" data-base-path=""', ''));
  fs.writeFileSync(path.join(dist, 'prerendered', 'flux-lora', 'index.html'), page('<img src="hero-illustration.svg">'));
  fs.writeFileSync(path.join(dist, 'prerendered', 'kit', 'pages.json'), JSON.stringify({ indexHtml: '', pages: {} }));
  fs.writeFileSync(path.join(dist, 'prerendered', 'kit', 'render-page.cjs'), `
const page = ${page.toString()};
exports.regeneratePages = async (kitDir, trainer, showcase) => {
  const hero = showcase.landingHero[0];
  return [{ path: '/', html: page(hero ? '<img src="' + hero.after.url + '" alt="Real customer">' : '<img src="hero-illustration.svg">') }];
};`);
  return root;
}

describe('the showcase', () => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;
  let siteDir: string;

  before(async () => {
    siteDir = fakeSite();
    // A database of its own: the showcase is one for the whole site.
    server = await startTestServer({ SERVE_SITE: 'true', SITE_DIR: siteDir, RATE_LIMIT_PER_MINUTE: '1000' }, { isolated: true });
    admin = await createSignedInUser(server, { admin: true });
  });
  after(async () => {
    await server.close();
    fs.rmSync(siteDir, { recursive: true, force: true });
  });

  const post = (call: string, body: Record<string, unknown>) => admin.client.post(`admin-service/${call}`, body);
  const publicShowcase = async () => (await server.client().get('showcase-service/showcase')).body as PublicShowcase;
  async function uploadedPair(caption?: string): Promise<AdminShowcaseItem> {
    const reply = await upload(server, admin.client, pairFields(caption), photos);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body.item;
  }

  it('answers 401 to visitors and 403 to signed-in users on every admin showcase call; the public call answers anyone', async () => {
    const user = await createSignedInUser(server);
    for (const [method, call] of [['GET', 'showcase-items'], ['POST', 'showcase-update'], ['POST', 'showcase-order'], ['POST', 'showcase-retire']] as const) {
      const url = `admin-service/${call}`;
      const anonymous = method === 'GET' ? await server.client().get(url) : await server.client().post(url, {});
      assert.equal(anonymous.status, 401, `${call} signed out`);
      const forbidden = method === 'GET' ? await user.client.get(url) : await user.client.post(url, {});
      assert.equal(forbidden.status, 403, `${call} as a user`);
    }
    assert.equal((await upload(server, server.client(), pairFields(), photos)).status, 401);
    assert.equal((await upload(server, user.client, pairFields(), photos)).status, 403);
    const open = await server.client().get('showcase-service/showcase');
    assert.equal(open.status, 200);
    assert.match(open.headers.get('cache-control') ?? '', /public, max-age=\d+/);
  });

  it('refuses an upload without the consent of the person shown: name, e-mail, date and the signed text', async () => {
    for (const field of ['subjectName', 'subjectEmail', 'consentedAt', 'consentText'] as const) {
      const fields: Record<string, string> = pairFields();
      delete fields[field];
      const reply = await upload(server, admin.client, fields, photos);
      assert.deepEqual([reply.status, reply.body.field], [400, field], JSON.stringify(reply.body));
    }
    const badEmail = await upload(server, admin.client, { ...pairFields(), subjectEmail: 'not an address' }, photos);
    assert.deepEqual([badEmail.status, badEmail.body.field], [400, 'subjectEmail']);
    const shortText = await upload(server, admin.client, { ...pairFields(), consentText: 'ok' }, photos);
    assert.deepEqual([shortText.status, shortText.body.field], [400, 'consentText']);
    const future = await upload(server, admin.client, { ...pairFields(), consentedAt: '2999-01-01' }, photos);
    assert.deepEqual([future.status, future.body.field], [400, 'consentedAt']);
    const noBefore = await upload(server, admin.client, pairFields(), { after: photos.after });
    assert.deepEqual([noBefore.status, noBefore.body.message], [400, SHOWCASE_BEFORE_REQUIRED_MESSAGE]);
    assert.deepEqual((await admin.client.get('admin-service/showcase-items')).body.items, [], 'nothing recorded');
  });

  it('refuses hostile uploads as training uploads are: not an image, script in SVG, a zip, a bomb, too many pixels, too many bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
    const cases: Array<[string, Photo, number, string]> = [
      ['text', { bytes: Buffer.from('hello, not a photo'), name: 'after.jpg' }, 400, IMAGE_UPLOAD_FORMAT_MESSAGE],
      ['svg', { bytes: svg, name: 'after.svg', type: 'image/svg+xml' }, 400, IMAGE_UPLOAD_FORMAT_MESSAGE],
      ['zip', { bytes: manyEntriesZip(10_000), name: 'after.jpg' }, 400, IMAGE_UPLOAD_FORMAT_MESSAGE],
      ['deflate bomb', { bytes: await lyingDeflateBomb([MADE], 50_000_000), name: 'after.jpg' }, 400, IMAGE_UPLOAD_FORMAT_MESSAGE],
      ['16000×16000 PNG', { bytes: pngDeclaring(16_000, 16_000), name: 'after.png', type: 'image/png' }, 400, PHOTO_ISSUE_TOO_LARGE],
    ];
    for (const [name, after, status, message] of cases) {
      const reply = await upload(server, admin.client, pairFields(), { before: photos.before, after });
      assert.deepEqual([reply.status, reply.body.message, reply.body.field], [status, message, 'after'], name);
    }
    const huge = await upload(server, admin.client, pairFields(), { before: { bytes: Buffer.alloc(26 * 1024 * 1024, 0xff) }, after: photos.after });
    assert.equal(huge.status, 413);
    assert.deepEqual((await admin.client.get('admin-service/showcase-items')).body.items, [], 'nothing recorded');
    const stored = path.join(server.system.config.dataDir, 'files', 'showcase');
    assert.equal(fs.existsSync(stored) ? fs.readdirSync(stored).length : 0, 0, 'no file left in storage');
  });

  it('records a pair with its consent, places it, orders it, and shows only active items to visitors', async () => {
    const first = await uploadedPair('First pair');
    assert.equal(first.status, 'active');
    assert.deepEqual(first.consent, { ...CONSENT, consentedAt: new Date(CONSENT.consentedAt).toISOString() });
    assert.ok(first.before.length === 1 && first.after.width > 0);
    assert.equal((await publicShowcase()).landingHero.length, 0, 'placed nowhere yet');

    const second = await uploadedPair('Second pair');
    const placed = await post('showcase-update', { itemId: first.id, placements: [{ kind: 'landing-hero' }, { kind: 'face-gallery' }, { kind: 'persona-card', persona: 'single' }] });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    await post('showcase-update', { itemId: second.id, placements: [{ kind: 'landing-hero' }, { kind: 'face-gallery' }] });
    let shown = await publicShowcase();
    assert.deepEqual(shown.landingHero.map((item) => item.caption), ['First pair', 'Second pair']);
    assert.deepEqual(shown.personaCards.single.map((item) => item.id), [first.id]);
    assert.equal(JSON.stringify(shown).includes('ada@example.com'), false, 'no consent detail reaches visitors');

    const ordered = await post('showcase-order', { itemIds: [second.id, first.id] });
    assert.equal(ordered.status, 200);
    shown = await publicShowcase();
    assert.deepEqual(shown.faceGallery.map((item) => item.caption), ['Second pair', 'First pair']);

    // The photos are public while the item is active, at a URL that does not expire.
    const photo = await fetch(`${server.url}${shown.landingHero[0]!.after.url}`);
    assert.equal(photo.status, 200);
    assert.equal(photo.headers.get('content-type'), 'image/jpeg');
    // Retiring stops it at once here; a shared cache may keep serving it only as long as it may keep the page.
    const photoCaching = /^public, max-age=(\d+)$/.exec(photo.headers.get('cache-control') ?? '');
    assert.ok(photoCaching && Number(photoCaching[1]) <= 60, `a retired photo leaves caches within a minute: ${photo.headers.get('cache-control')}`);

    const retired = await post('showcase-retire', { itemId: second.id });
    assert.equal(retired.body.item.status, 'retired');
    shown = await publicShowcase();
    assert.deepEqual(shown.faceGallery.map((item) => item.id), [first.id]);
    const publicUrlOf = (url: string) => `/ai-photographer/showcase-files/${path.basename(new URL(url, server.url).pathname)}`;
    assert.equal((await fetch(`${server.url}${publicUrlOf(second.after.url)}`)).status, 404, 'a retired photo is no longer served');
    assert.equal((await fetch(`${server.url}${retired.body.item.after.url}`)).status, 200, 'the admin still sees it (a signed link)');
    const listed = (await admin.client.get('admin-service/showcase-items')).body.items as AdminShowcaseItem[];
    const record = listed.find((item) => item.id === second.id)!;
    assert.equal(record.consent.consentText, CONSENT.consentText, 'the consent record stays');
    assert.ok(record.retiredAt);
    assert.equal((await post('showcase-update', { itemId: second.id, placements: [] })).body.message, SHOWCASE_RETIRED_MESSAGE);
    assert.equal((await post('showcase-retire', { itemId: 999_999 })).status, 404);
    await post('showcase-retire', { itemId: first.id });
  });

  it('keeps a pair\'s one to four real selfies in the order sent, and refuses a fifth or a second after', async () => {
    // Four sizes, so each stored photo tells which one it is.
    const widths = [640, 560, 480, 400];
    const selfies = await Promise.all(widths.map(async (width) => ({ bytes: await sharp(SELFIE).resize({ width }).jpeg().toBuffer() })));
    const four = await upload(server, admin.client, pairFields('Four selfies in, one headshot out'), { before: selfies, after: photos.after });
    assert.equal(four.status, 200, JSON.stringify(four.body));
    const item = four.body.item as AdminShowcaseItem;
    assert.equal(item.before.length, 4);
    assert.deepEqual(item.before.map((photo) => photo.width), widths, 'in the order sent');
    const served = await Promise.all(item.before.map(async (photo) => (await sharp(Buffer.from(await (await fetch(`${server.url}${photo.url}`)).arrayBuffer())).metadata()).width));
    assert.deepEqual(served, widths, 'each link serves its own photo');
    await post('showcase-update', { itemId: item.id, placements: [{ kind: 'landing-demo' }] });
    assert.deepEqual((await publicShowcase()).landingDemo[0]!.before.map((photo) => photo.width), item.before.map((photo) => photo.width));

    const stored = () => fs.readdirSync(path.join(server.system.config.dataDir, 'files', 'showcase')).length;
    const filesBefore = stored();
    const five = await upload(server, admin.client, pairFields(), { before: [...selfies, photos.before], after: photos.after });
    assert.equal(five.status, 400, 'a fifth before is one file part too many');
    const fiveNoAfter = await upload(server, admin.client, pairFields(), { before: [...selfies, photos.before] });
    assert.deepEqual([fiveNoAfter.status, fiveNoAfter.body.message, fiveNoAfter.body.field], [400, SHOWCASE_TOO_MANY_BEFORE_MESSAGE, 'before']);
    const twoAfters = await upload(server, admin.client, pairFields(), { before: photos.before, after: [photos.after, photos.after] });
    assert.deepEqual([twoAfters.status, twoAfters.body.field], [400, 'after']);
    // A refused third selfie removes the two stored before it.
    const badThird = await upload(server, admin.client, pairFields(), { before: [selfies[0]!, selfies[1]!, { bytes: Buffer.from('not a photo') }], after: photos.after });
    assert.deepEqual([badThird.status, badThird.body.field], [400, 'before']);
    assert.equal(stored(), filesBefore, 'nothing left behind by the refused uploads');
    await post('showcase-retire', { itemId: item.id });
  });

  it('checks placements: packs that exist, pairs only where a before is shown', async () => {
    const single = await upload(server, admin.client, { kind: 'single', caption: 'A single photo', ...CONSENT }, { after: photos.after });
    assert.equal(single.status, 200, JSON.stringify(single.body));
    const item = single.body.item as AdminShowcaseItem;
    assert.deepEqual(item.before, []);
    const gallery = await post('showcase-update', { itemId: item.id, placements: [{ kind: 'face-gallery' }] });
    assert.deepEqual([gallery.status, gallery.body.message], [400, SHOWCASE_PAIR_ONLY_MESSAGE]);
    const noPack = await post('showcase-update', { itemId: item.id, placements: [{ kind: 'pack-card', packId: 987_654 }] });
    assert.deepEqual([noPack.status, noPack.body.message], [400, SHOWCASE_PACK_NOT_FOUND_MESSAGE]);
    const unknownKind = await post('showcase-update', { itemId: item.id, placements: [{ kind: 'billboard' }] });
    assert.equal(unknownKind.status, 400);
    await post('showcase-retire', { itemId: item.id });
  });

  it("puts a pack card's showcase photos before its template images", async () => {
    const packs = (await server.client().post('photo-pack-service/photo-packs', {})).body.photoPacks as PhotoPack[];
    const pack = packs[0]!;
    const before = pack.SampleImages;
    const item = await uploadedPair('On a pack card');
    const placed = await post('showcase-update', { itemId: item.id, placements: [{ kind: 'pack-card', packId: pack.PackageID }] });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const after = ((await server.client().post('photo-pack-service/photo-packs', {})).body.photoPacks as PhotoPack[]).find((p) => p.PackageID === pack.PackageID)!;
    const shown = (await publicShowcase()).packCards[String(pack.PackageID)]!;
    assert.equal(after.SampleImages[0], shown[0]!.after.url);
    assert.equal(after.RealPhotoCount, 1);
    assert.equal(after.SampleImages.length, before.length, 'the card keeps as many images');
    await post('showcase-retire', { itemId: item.id });
    const restored = ((await server.client().post('photo-pack-service/photo-packs', {})).body.photoPacks as PhotoPack[]).find((p) => p.PackageID === pack.PackageID)!;
    assert.deepEqual(restored.SampleImages, before);
  });

  it('renders the landing page again after a change: the served HTML and its start-up carry the showcase photo', async () => {
    const home = async (encoding?: string) => {
      const response = await fetch(`${server.url}/`, { headers: encoding ? { 'accept-encoding': encoding } : {} });
      assert.equal(response.status, 200);
      if (encoding) assert.equal(response.headers.get('content-encoding'), encoding);
      return response.text(); // fetch decodes it
    };
    assert.match(await home(), /hero-illustration\.svg/);
    const item = await uploadedPair('On the landing page');
    await post('showcase-update', { itemId: item.id, placements: [{ kind: 'landing-hero' }] });
    const url = (await publicShowcase()).landingHero[0]!.after.url;
    for (const encoding of [undefined, 'br']) {
      const html = await home(encoding);
      assert.ok(html.includes(`<img src="${url}"`), `the markup shows ${url} (${encoding ?? 'identity'})`);
      const startUp = JSON.parse(/<script type="application\/json" id="site-bootstrap">(.*?)<\/script>/.exec(html)![1]!);
      assert.equal(startUp.showcase.landingHero[0].after.url, url, 'the page carries the showcase it was rendered with');
      assert.ok(startUp.runtimeConfig && startUp.remotes);
    }
    // A page that is not prerendered carries the same showcase for the pages it may open.
    const other = await (await fetch(`${server.url}/gen`)).text();
    assert.ok(other.includes(url));

    await post('showcase-retire', { itemId: item.id });
    const restored = await home();
    assert.match(restored, /hero-illustration\.svg/);
    assert.equal(restored.includes(url), false);
    // The renderer kit is the server's, never a file of the site.
    assert.equal((await fetch(`${server.url}/prerendered/kit/render-page.cjs`)).headers.get('content-type')?.startsWith('text/html'), true);
  });
});
