// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  NO_SELFIE_MESSAGE, PHOTO_ISSUE_BLURRY, PHOTO_ISSUE_FORMAT, PHOTO_ISSUE_NO_FACE, PHOTO_ISSUE_SEVERAL_FACES, PREVIEW_NOT_FOUND_MESSAGE,
  previewLookAlikeMessage, PREVIEWS_PAUSED_MESSAGE, TOO_MANY_PREVIEWS_MESSAGE, TOO_MANY_SELFIES_MESSAGE,
} from 'api-client';
import sharp from 'sharp';
import { createTransaction } from '../src/infra/db/transaction.js';
import type { SelfieScreener } from '../src/modules/uploads/index.js';
import { addressHasher, createPreviewAddresses } from '../src/modules/previews/preview-addresses.js';
import { createPreviewService, type PreviewService } from '../src/modules/previews/preview.service.js';
import { createPreviewsRepository } from '../src/modules/previews/previews.repository.js';
import { createSignedInUser } from './helpers/fixtures.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import {
  createPreview, face, fetchFile, fixture, gatedPreviewEngine, instantPreviewEngine, newDevice, onePerson, plainPhoto, pollUntil, stylesFor,
} from './previews.helpers.js';

const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The free preview's rules (docs/previews.md) against a real server and database: the selfie screened in
 * the upload workers, one preview per account, the daily budget and the throttles under concurrency,
 * the photos shown one by one, reduced and watermarked, to their owner only.
 */
describe(`free preview: starting it (${database})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' });
  });
  after(() => server.close());

  const budgetUsed = async (day = today()) =>
    (await server.system.db.selectFrom('preview_budget_days').select('used').where('day', '=', day).executeTakeFirst())?.used ?? 0;
  const previewsOf = (accountId: number) =>
    server.system.db.selectFrom('previews').selectAll().where('account_id', '=', accountId).execute();
  /** Folders under previews/ that are empty or belong to no recorded preview: what a create must not leave. */
  async function strayPreviewFolders(): Promise<string[]> {
    const root = path.join(server.system.config.dataDir, 'files', 'previews');
    const folders = fs.existsSync(root) ? fs.readdirSync(root) : [];
    const recorded = new Set((await server.system.db.selectFrom('previews').select('public_id').execute()).map((row) => row.public_id));
    return folders.filter((folder) => !recorded.has(folder) || fs.readdirSync(path.join(root, folder)).length === 0);
  }

  it('makes two photos, each shown as soon as it is stored, reduced and watermarked', async () => {
    const { client } = await createSignedInUser(server); // persona 'single': coffee shop, then outdoors
    const styles = stylesFor('single');
    const gated = gatedPreviewEngine('single', await plainPhoto(1200, 1600));
    server.usePreviewEngine(gated.engine);

    const created = await createPreview(server, client, [face(1)]);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    assert.equal(created.body.status, 'processing');
    assert.match(created.device ?? '', /^[A-Za-z0-9_-]{22}$/, 'a browser without the preview cookie gets one');
    const { previewId } = created.body;

    const mine = await client.get('preview-service/mine');
    assert.equal(mine.status, 200);
    assert.deepEqual({ ...mine.body, preview: undefined }, { preview: undefined, available: false, reason: 'used', retentionHours: 24 });
    assert.equal(mine.body.preview.previewId, previewId);
    assert.equal(mine.body.preview.images.length, 0);
    assert.equal(mine.body.preview.selfies.length, 1);

    const making = server.drainJobs();
    gated.release(0);
    const first = await pollUntil(() => client.get(`preview-service/preview/${previewId}`), (reply) => reply.body.images?.length > 0);
    assert.equal(first.body.status, 'processing', 'the first photo shows while the second is still being made');
    assert.deepEqual(first.body.images.map((image: any) => [image.style, image.title, image.packReference]),
      [[styles[0].key, styles[0].title, styles[0].packReference]]);

    const photo = await fetchFile(server, first.body.images[0].url);
    assert.equal(photo.status, 200);
    const { data, info } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height], [480, 640], 'reduced to a 640 px long side');
    // The engine's photo is one grey: the watermark is what differs from it.
    let marked = 0;
    for (let i = 0; i < data.length; i += info.channels) if (Math.abs((data[i] as number) - 128) > 40) marked += 1;
    assert.ok(marked > (info.width * info.height) / 100, `the watermark covers ${marked} pixels`);

    gated.release(1);
    await making;
    const done = await client.get(`preview-service/preview/${previewId}`);
    assert.equal(done.body.status, 'succeeded');
    assert.equal(done.body.message, null);
    assert.deepEqual(done.body.images.map((image: any) => image.style), styles.map((style) => style.key));

    const row = (await server.system.db.selectFrom('previews').selectAll().where('public_id', '=', previewId).executeTakeFirstOrThrow());
    assert.equal(done.body.expiresAt, new Date(row.created_at.getTime() + 24 * 3_600_000).toISOString());
    assert.deepEqual([row.images_made, row.engine], [2, 'replicate']);
    const selfie = await fetchFile(server, done.body.selfies[0]);
    assert.equal((await sharp(selfie.bytes).metadata()).format, 'jpeg', 'the screened selfie, stored as a plain JPEG');
    assert.equal(gated.requests.length, 2);
    assert.notEqual(gated.requests[0]!.seed, gated.requests[1]!.seed);
    assert.equal((await sharp(gated.requests[0]!.selfie.bytes).metadata()).format, 'jpeg');
  });

  it('answers 400 with the reason for a selfie it cannot use, and the preview stays available', async () => {
    const { client, accountId } = await createSignedInUser(server);
    server.usePreviewEngine(instantPreviewEngine(await plainPhoto()).engine);
    const refusals: Array<[Buffer[], string]> = [
      [[fixture('../chromium-canvas.jpg')], PHOTO_ISSUE_NO_FACE],
      [[fixture('blurred.jpg')], PHOTO_ISSUE_BLURRY],
      [[fixture('not-an-image.jpg')], PHOTO_ISSUE_FORMAT],
      [[fixture('group.jpg')], PHOTO_ISSUE_SEVERAL_FACES],
      [[face(1), fixture('blurred.jpg')], `Selfie 2: ${PHOTO_ISSUE_BLURRY}`],
      [[], NO_SELFIE_MESSAGE],
      [[face(1), face(2), face(3), face(4)], TOO_MANY_SELFIES_MESSAGE],
      // The training upload's one-person check: a selfie of someone else is named.
      [[...onePerson(2), face(5)], previewLookAlikeMessage([3])],
      [[face(5), ...onePerson(2)], 'Selfie 1 looks like someone else. The preview shows one person: please send selfies of you only.'],
      [[face(2), face(5)], previewLookAlikeMessage([2])],
    ];
    for (const [selfies, message] of refusals) {
      const reply = await createPreview(server, client, selfies);
      assert.deepEqual([reply.status, reply.body.message], [400, message]);
    }
    assert.equal((await previewsOf(accountId)).length, 0);
    assert.deepEqual((await client.get('preview-service/mine')).body, { preview: null, available: true, reason: null, retentionHours: 24 });

    assert.deepEqual(await strayPreviewFolders(), [], 'a refused create leaves nothing in storage');

    const accepted = await createPreview(server, client, onePerson(2));
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.equal((await client.get(`preview-service/preview/${accepted.body.previewId}`)).body.selfies.length, 2);
  });

  it('makes one preview of ten requests at once, answers its id to all and later, and spends one unit of the budget', async () => {
    const { client, accountId } = await createSignedInUser(server);
    server.usePreviewEngine(instantPreviewEngine(await plainPhoto()).engine);
    const before = await budgetUsed();
    const replies = await Promise.all(Array.from({ length: 10 }, () => createPreview(server, client, [face(4)])));
    assert.deepEqual(replies.map((reply) => reply.status), Array(10).fill(200));
    const ids = new Set(replies.map((reply) => reply.body.previewId));
    assert.equal(ids.size, 1);
    const [previewId] = ids;
    assert.equal((await previewsOf(accountId)).length, 1);
    assert.equal(await budgetUsed() - before, 1);
    assert.equal((await createPreview(server, client, [face(5)])).body.previewId, previewId);

    // The losers' selfies were stored, then deleted: every stored preview file belongs to a recorded one.
    const root = path.join(server.system.config.dataDir, 'files', 'previews');
    const stored = fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      .map((entry) => path.relative(path.join(server.system.config.dataDir, 'files'), path.join(entry.parentPath, entry.name)));
    const recorded = new Set((await server.system.db.selectFrom('preview_files').select('storage_key').execute()).map((row) => row.storage_key));
    assert.deepEqual(stored.filter((key) => !recorded.has(key)), []);
    assert.deepEqual(await strayPreviewFolders(), [], 'nor their folders');
  });

  it('throttles previews started from one address and from one browser, without using up the refused ones', async () => {
    server.usePreviewEngine(instantPreviewEngine(await plainPhoto()).engine);
    const users = await Promise.all(Array.from({ length: 9 }, () => createSignedInUser(server)));
    const before = await budgetUsed();
    // One address, six browsers: five previews an hour.
    const fromOffice = [];
    for (const user of users.slice(0, 6)) fromOffice.push(await createPreview(server, user.client, [face(6)], { ip: '203.0.113.7', device: newDevice() }));
    assert.deepEqual(fromOffice.map((reply) => reply.status), [200, 200, 200, 200, 200, 429]);
    assert.equal(fromOffice[5]!.body.message, TOO_MANY_PREVIEWS_MESSAGE);
    // One browser, three addresses: two previews an hour.
    const device = newDevice();
    const fromPhone = [];
    for (const [i, user] of users.slice(6).entries()) fromPhone.push(await createPreview(server, user.client, [face(7)], { ip: `198.51.100.${i + 1}`, device }));
    assert.deepEqual(fromPhone.map((reply) => reply.status), [200, 200, 429]);
    assert.equal(fromPhone[2]!.body.message, TOO_MANY_PREVIEWS_MESSAGE);

    assert.equal(await budgetUsed() - before, 7, 'a refused preview spends no budget');
    assert.deepEqual(await strayPreviewFolders(), [], 'a throttled create stored its selfie, then took it away with its folder');
    for (const refused of [users[5]!, users[8]!]) {
      assert.equal((await previewsOf(refused.accountId)).length, 0);
      assert.equal((await refused.client.get('preview-service/mine')).body.available, true);
    }
  });

  it('limits attempts per minute, screening included', async () => {
    const strict = await startTestServer({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const { client } = await createSignedInUser(strict);
      // Windows are whole minutes (the database's clock): 2 × 3 + 1 attempts exceed the limit even across a boundary.
      const statuses = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await createPreview(strict, client, [fixture('not-an-image.jpg')], { ip: '192.0.2.9' })).status);
      assert.deepEqual(statuses.slice(0, 3), [400, 400, 400], 'each screened and refused for what it is');
      assert.ok(statuses.includes(429), `the limit answered: ${statuses.join()}`);
      assert.ok(statuses.every((status) => status === 400 || status === 429), statuses.join());
    } finally {
      await strict.close();
    }
  });

  it('shows a preview to its owner only', async () => {
    const owner = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    server.usePreviewEngine(instantPreviewEngine(await plainPhoto()).engine);
    const { previewId } = (await createPreview(server, owner.client, [face(8)])).body;
    assert.equal((await owner.client.get(`preview-service/preview/${previewId}`)).status, 200);
    for (const [client, id] of [[other.client, previewId], [owner.client, randomUUID()]] as const) {
      const reply = await client.get(`preview-service/preview/${id}`);
      assert.deepEqual([reply.status, reply.body.message], [404, PREVIEW_NOT_FOUND_MESSAGE]);
    }
    assert.equal((await owner.client.get('preview-service/preview/not-a-uuid')).status, 400);
    assert.equal((await server.client().get(`preview-service/preview/${previewId}`)).status, 401);
    assert.equal((await server.client().get('preview-service/mine')).status, 401);
    assert.deepEqual((await other.client.get('preview-service/mine')).body, { preview: null, available: true, reason: null, retentionHours: 24 });
  });
});

describe(`free preview: the daily budget (${database})`, () => {
  let server: TestServer;
  let clock = Date.parse('2031-05-04T12:00:00Z');
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000', PREVIEW_DAILY_LIMIT: '3' }, { isolated: true });
    server.useClock(() => new Date(clock));
    server.usePreviewEngine(instantPreviewEngine(await plainPhoto()).engine);
  });
  after(() => server.close());

  it('starts exactly the limit of ten accounts asking at once, then says previews are paused until the next UTC day', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createSignedInUser(server)));
    const replies = await Promise.all(users.map((user, i) => createPreview(server, user.client, [face(1 + i)], { ip: `10.1.0.${i + 1}`, device: newDevice() })));
    const statuses = replies.map((reply) => reply.status).sort();
    assert.deepEqual(statuses, [...Array(3).fill(200), ...Array(7).fill(429)]);
    for (const reply of replies.filter((r) => r.status === 429)) assert.equal(reply.body.message, PREVIEWS_PAUSED_MESSAGE);
    const { db } = server.system;
    assert.equal((await db.selectFrom('previews').select('id').execute()).length, 3);
    assert.deepEqual(await db.selectFrom('preview_budget_days').selectAll().execute(), [{ day: '2031-05-04', used: 3 }]);

    const refused = users[replies.findIndex((reply) => reply.status === 429)]!;
    assert.deepEqual((await refused.client.get('preview-service/mine')).body, { preview: null, available: false, reason: 'paused', retentionHours: 24 });
    clock += 24 * 3_600_000;
    assert.equal((await refused.client.get('preview-service/mine')).body.available, true);
    assert.equal((await createPreview(server, refused.client, [face(12)], { ip: '10.1.1.1', device: newDevice() })).status, 200);
  });
});

/**
 * A screener that holds every request until `count` have arrived, then lets them all through at once:
 * the requests reach the transaction together, whatever the worker pool would have spaced out.
 */
function barrierScreener(count: number, photo: Buffer): SelfieScreener {
  const waiting: Array<() => void> = [];
  return {
    screenSelfies: () => new Promise((resolve) => {
      waiting.push(() => resolve({ ok: true, photos: [{ position: 1, jpeg: photo, width: 480, height: 640 }], lookAlikeOutliers: [] }));
      if (waiting.length === count) for (const release of waiting.splice(0)) release();
    }),
  };
}

describe(`free preview: the transaction under simultaneous requests (${database})`, () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '1000' }, { isolated: true });
  });
  after(() => server.close());

  /** The preview service as the system builds it, screened by `screener`. */
  function serviceWith(screener: SelfieScreener, dailyLimit: number): PreviewService {
    const { system } = server;
    const repository = createPreviewsRepository(system.db);
    return createPreviewService({
      repository, storage: system.storage, screener, selfieLimits: system.config.selfieCheck, lookAlikeThreshold: system.config.likeness.missThreshold,
      addresses: createPreviewAddresses({
        repository, hash: addressHasher(system.config.previews.addressSecret), reuseDays: 90, now: () => new Date(), log: { warn: () => undefined },
      }),
      rateLimiter: system.rateLimiter, queue: system.queue, transaction: createTransaction(system.db), fileUrls: system.files.fileUrlSigner,
      engineFor: async () => instantPreviewEngine(Buffer.alloc(0)).engine, dailyLimit, retentionHours: 24, now: () => new Date(),
    });
  }
  const selfie = { filename: 'selfie.jpg', mimetype: 'image/jpeg', data: face(1) };

  it('one account: ten at once make one preview and take one unit of the budget', async () => {
    const { accountId, email } = await createSignedInUser(server);
    const service = serviceWith(barrierScreener(10, await plainPhoto(480, 640)), 100);
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      service.create({ id: accountId, email, persona: 'single' }, [selfie], { ip: `10.2.0.${i}`, device: `device-${i}` })));
    assert.equal(new Set(replies.map((reply) => reply.previewId)).size, 1);
    const { db } = server.system;
    assert.equal((await db.selectFrom('previews').select('id').where('account_id', '=', accountId).execute()).length, 1);
    assert.equal((await db.selectFrom('preview_budget_days').select('used').executeTakeFirstOrThrow()).used, 1);
    assert.equal((await db.selectFrom('jobs').select('id').where('name', '=', 'preview.make').execute()).length, 1);
  });

  it('ten accounts at once against a budget of three start three', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => createSignedInUser(server)));
    const { db } = server.system;
    await db.deleteFrom('preview_budget_days').execute();
    const service = serviceWith(barrierScreener(10, await plainPhoto(480, 640)), 3);
    const outcomes = await Promise.allSettled(users.map((user, i) =>
      service.create({ id: user.accountId, email: user.email, persona: 'professional' }, [selfie], { ip: `10.3.0.${i}`, device: `device-b${i}` })));
    assert.equal(outcomes.filter((outcome) => outcome.status === 'fulfilled').length, 3);
    for (const outcome of outcomes.filter((o) => o.status === 'rejected')) assert.equal((outcome.reason as Error).message, PREVIEWS_PAUSED_MESSAGE);
    assert.equal((await db.selectFrom('preview_budget_days').select('used').executeTakeFirstOrThrow()).used, 3);
    assert.equal((await db.selectFrom('previews').select('id').where('account_id', 'in', users.map((u) => u.accountId)).execute()).length, 3);
  });
});
