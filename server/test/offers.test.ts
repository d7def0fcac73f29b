// @test-databases pglite postgres
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { ALREADY_REWARDED_MESSAGE, CREDITS_AWARDED_MESSAGE, PREPARE_FOR_REDDIT_FAILED_MESSAGE } from 'api-client';
import { loadConfig } from '../src/config/config.js';
import { createImagesRepository } from '../src/modules/generation/images.repository.js';
import { createImgurShareHost } from '../src/infra/share-hosts/imgur-share-host.adapter.js';
import { createRedditPosts } from '../src/modules/offers/reddit-posts.adapter.js';
import { createShareImageHost } from '../src/infra/share-hosts/share-image-host.factory.js';
import { offerGrantKey } from '../src/modules/offers/offer-hold.service.js';
import {
  accountTooNewMessage, cooldownMessage, IMAGE_ALREADY_REWARDED_MESSAGE, NO_IMAGES_MESSAGE, NOT_A_POST_LINK_MESSAGE,
  NOT_OWN_IMAGE_LINK_MESSAGE, NOT_PREPARED_IMAGE_MESSAGE, OFFER_ENDED_MESSAGE, POST_BEFORE_PREPARATION_MESSAGE, POST_NOT_FOUND_MESSAGE,
  POST_REMOVED_MESSAGE, REDDIT_UNAVAILABLE_MESSAGE, SHARE_IMAGE_NOT_FOUND_MESSAGE, SHORT_LINK_MESSAGE, UNKNOWN_OFFER_MESSAGE,
  UPLOADED_PHOTO_MESSAGE, WRONG_COMMUNITY_MESSAGE,
} from '../src/modules/offers/offer-messages.js';
import { ledgerState } from './generation.helpers.js';
import { startFakeImgur } from './fakes/fake-imgur.js';
import { startFakeReddit, type FakeReddit } from './fakes/fake-reddit.js';
import { createSignedInUser } from './helpers/fixtures.js';
import type { HttpClient } from './helpers/http-client.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
  'base64',
);
const SHARE_PUBLIC_URL = 'https://share.example.test';
const IMGUR_CLIENT = 'test-client-id';
const CREDITS = 50;
const DAY = 86_400;

interface Sharer {
  client: HttpClient;
  accountId: number;
  /** A signed link to the user's image, as the pages hold it. */
  imageUrl: string;
  fileId: string;
}

describe('the Reddit share offer', () => {
  let server: TestServer;
  let reddit: FakeReddit;
  let imgur: Awaited<ReturnType<typeof startFakeImgur>>;
  // The offer's clock: two days ahead of the database's, so new accounts are past the 24-hour minimum age.
  let clockMs = Date.now() + 2 * DAY * 1000;
  const nowSeconds = () => Math.floor(clockMs / 1000);
  const advance = (seconds: number) => {
    clockMs += seconds * 1000;
  };

  before(async () => {
    [reddit, imgur] = await Promise.all([startFakeReddit(), startFakeImgur(IMGUR_CLIENT)]);
    server = await startTestServer({
      // A long wait for the fake Reddit: 20 lookups at once on a busy CI machine outlasted the default 5 s
      // (the reply then says Reddit is unavailable); the hanging-Reddit test sets a short one of its own.
      RATE_LIMIT_PER_MINUTE: '1000', REDDIT_BASE_URL: reddit.url, SHARE_PUBLIC_URL, REDDIT_TIMEOUT_MS: '30000',
    });
    server.useClock(() => new Date(clockMs));
  });
  after(async () => {
    await server.close();
    await Promise.all([reddit.close(), imgur.close()]);
  });

  const offers = () => server.system.offers;

  /** The Reddit reads of the last withShortRedditTimeout that its timeout cut short (their URLs). */
  let timedOutReads: string[] = [];
  /** Runs `work` with Reddit reads that give up after 300 ms (the hanging post's tests), then the configured ones again. */
  async function withShortRedditTimeout<T>(work: () => Promise<T>): Promise<T> {
    const { reddit: settings } = server.system.config.offers;
    timedOutReads = [];
    const watched: typeof fetch = (input, init) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => {
        if ((signal.reason as Error | undefined)?.name === 'TimeoutError') timedOutReads.push(String(input));
      });
      return fetch(input, init);
    };
    server.useRedditPosts(createRedditPosts({ ...settings, timeoutMs: 300, fetch: watched }));
    try {
      return await work();
    } finally {
      server.useRedditPosts(createRedditPosts(settings));
    }
  }
  const db = () => server.system.db;

  async function addImage(accountId: number, origin: 'generated' | 'upload' = 'generated') {
    const fileId = randomUUID();
    const storageKey = `images/${accountId}/${fileId}.jpg`;
    await server.system.storage.put(storageKey, JPEG);
    await createImagesRepository(db()).insertImages([{ fileId, accountId, modelId: null, generationId: null, storageKey, prompt: 'a photo of model', origin }]);
    return { fileId, imageUrl: server.system.files.fileUrlSigner.sign(storageKey) };
  }

  async function sharer(options: { admin?: boolean } = {}): Promise<Sharer> {
    const user = await createSignedInUser(server, options);
    return { ...user, ...(await addImage(user.accountId)) };
  }

  async function prepare(user: Pick<Sharer, 'client' | 'imageUrl'>): Promise<string> {
    const reply = await user.client.post('offer-service/upload-for-reddit', { imageUrl: user.imageUrl });
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body.imgurUrl;
  }

  const postId = () => Math.random().toString(36).slice(2, 9);
  const postLink = (id: string, community = 'aiart', host = 'www.reddit.com') => `https://${host}/r/${community}/comments/${id}/my_ai_photo/`;

  /** A post on the fake Reddit, made a minute after now by default. */
  function post(url: string, changes: { subreddit?: string; removed?: boolean; deleted?: boolean; createdUtc?: number } = {}) {
    const id = postId();
    reddit.addPost({ id, subreddit: 'aiart', url, createdUtc: nowSeconds() + 60, ...changes });
    return id;
  }

  const verify = (client: HttpClient, redditPostUrl: string) => client.post('offer-service/verify-reddit-share', { redditPostUrl });
  const pending = async (client: HttpClient) => (await client.get('offer-service/pending-free-credits')).body;
  const eligibility = async (client: HttpClient, offerTypeId = 'reddit_share') =>
    client.get('offer-service/check-eligibility', { offerTypeId });
  const claimOf = (id: string) => db().selectFrom('offer_claims').selectAll().where('post_id', '=', id).executeTakeFirstOrThrow();

  /** A user with a verified share of one image: its claim pending. */
  async function claimed(options: { admin?: boolean } = {}) {
    const user = await sharer(options);
    const id = post(await prepare(user));
    const reply = await verify(user.client, postLink(id));
    assert.deepEqual(reply.body, { status: 'success', message: CREDITS_AWARDED_MESSAGE, credits: CREDITS });
    return { ...user, postId: id };
  }

  describe('offer types and eligibility', () => {
    it('names the reddit_share offer and its credits; other types are a 404', async () => {
      const user = await createSignedInUser(server);
      const type = await user.client.get('offer-service/offer-types/by-type/reddit_share');
      assert.equal(type.status, 200);
      assert.deepEqual(type.body, { ID: 'reddit_share', CreditsAmount: CREDITS });
      const unknown = await user.client.get('offer-service/offer-types/by-type/tiktok_share');
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, UNKNOWN_OFFER_MESSAGE);
      assert.equal((await user.client.get('offer-service/offer-types/by-type/Not%20A%20Type')).status, 400);
      assert.equal((await server.client().get('offer-service/offer-types/by-type/reddit_share')).status, 401);
      assert.equal((await eligibility(user.client, 'tiktok_share')).status, 404);
    });

    it('needs an image made here, and offers the newest ones', async () => {
      const user = await createSignedInUser(server);
      assert.deepEqual((await eligibility(user.client)).body, { isEligible: false, reason: NO_IMAGES_MESSAGE, outputImages: [] });
      await addImage(user.accountId, 'upload');
      assert.equal((await eligibility(user.client)).body.reason, NO_IMAGES_MESSAGE, 'an uploaded photo is not one made here');
      const first = await addImage(user.accountId);
      const second = await addImage(user.accountId);
      const reply = await eligibility(user.client);
      assert.equal(reply.status, 200);
      assert.equal(reply.body.isEligible, true);
      assert.equal(reply.body.reason, null);
      assert.deepEqual(reply.body.outputImages.map((image: { fileId: string }) => image.fileId), [second.fileId, first.fileId]);
      assert.match(reply.body.outputImages[0].url, /^\/ai-photographer\/files\/images\/.+\?exp=\d+&sig=/);
    });

    it('needs an account older than OFFER_MIN_ACCOUNT_AGE_HOURS, and the offer still running', async () => {
      const user = await sharer();
      // Created 90 minutes ago by the offer's clock (created_at is never updated by the app, so raw SQL).
      await sql`update accounts set created_at = ${new Date(clockMs - 90 * 60_000)} where id = ${user.accountId}`.execute(db());
      const young = (await eligibility(user.client)).body;
      assert.equal(young.isEligible, false);
      assert.equal(young.reason, accountTooNewMessage(23));
      assert.equal(young.reason, 'Your account is too new for this offer. Please try again in 23 hours.');
      const id = post(await prepare(user));
      assert.deepEqual((await verify(user.client, postLink(id))).body, { status: 'failed', message: accountTooNewMessage(23), credits: 0 });

      const other = await sharer();
      await db().updateTable('offer_types').set({ is_active: false }).where('id', '=', 'reddit_share').execute();
      try {
        assert.equal((await eligibility(other.client)).body.reason, OFFER_ENDED_MESSAGE);
      } finally {
        await db().updateTable('offer_types').set({ is_active: true }).where('id', '=', 'reddit_share').execute();
      }
    });
  });

  describe('preparing an image (upload-for-reddit)', () => {
    it('copies one of the caller\'s images to a public, unguessable, cacheable URL, once per image', async () => {
      const user = await sharer();
      const offered = (await eligibility(user.client)).body.outputImages[0];
      const hosted = await prepare({ client: user.client, imageUrl: offered.url });
      const match = hosted.match(/^https:\/\/share\.example\.test\/shared\/([0-9a-f]{32}\.jpg)$/);
      assert.ok(match, hosted);
      const served = await fetch(`${server.url}/shared/${match[1]}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), 'image/jpeg');
      assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), JPEG);
      // The same image again: the same copy, whether the link is relative, absolute or past its expiry.
      const signer = server.system.files.fileUrlSigner;
      const key = `images/${user.accountId}/${user.fileId}.jpg`;
      assert.equal(await prepare({ client: user.client, imageUrl: `http://localhost:3100${user.imageUrl}` }), hosted);
      assert.equal(await prepare({ client: user.client, imageUrl: signer.sign(key, -60) }), hosted);
      const rows = await db().selectFrom('offer_share_uploads').selectAll().where('account_id', '=', user.accountId).execute();
      assert.equal(rows.length, 1);
      assert.equal(rows[0]!.host, 'local');
      assert.equal(rows[0]!.hosted_url, hosted);
      assert.equal(rows[0]!.created_at.getTime(), clockMs);

      for (const name of ['0123456789abcdef0123456789abcdef.jpg', 'nope.jpg', '..%2F..%2Fpackage.json']) {
        assert.equal((await fetch(`${server.url}/shared/${name}`)).status, 404, name);
      }
    });

    it('refuses anything but the caller\'s own visible images', async () => {
      const owner = await sharer();
      const stranger = await sharer();
      const tryWith = (imageUrl: string) => stranger.client.post('offer-service/upload-for-reddit', { imageUrl });
      const theirs = await tryWith(owner.imageUrl);
      assert.equal(theirs.status, 404);
      assert.equal(theirs.body.message, SHARE_IMAGE_NOT_FOUND_MESSAGE);
      for (const imageUrl of ['https://evil.example/cat.jpg', '/ai-photographer/files/../../etc/passwd', 'http://169.254.169.254/latest', 'not a url at all']) {
        const reply = await tryWith(imageUrl);
        assert.equal(reply.status, 403, imageUrl);
        assert.equal(reply.body.message, NOT_OWN_IMAGE_LINK_MESSAGE);
      }
      await db().updateTable('images').set({ is_deleted: true }).where('file_id', '=', stranger.fileId).execute();
      assert.equal((await tryWith(stranger.imageUrl)).status, 404, 'a deleted image');
      assert.equal((await server.client().post('offer-service/upload-for-reddit', { imageUrl: owner.imageUrl })).status, 401);
    });

    it('hosts on an Imgur-compatible host when configured, and a host failure is a 502 the page shows', async () => {
      const user = await sharer();
      const made = loadConfig({ NODE_ENV: 'test', SHARE_IMAGE_HOST: 'imgur', IMGUR_CLIENT_ID: IMGUR_CLIENT, IMGUR_API_URL: imgur.origin });
      assert.equal(made.offers.shareHost, 'imgur');
      server.useShareHost(createImgurShareHost({ apiUrl: made.offers.imgur.apiUrl, clientId: made.offers.imgur.clientId }));
      try {
        imgur.fail(503);
        const down = await user.client.post('offer-service/upload-for-reddit', { imageUrl: user.imageUrl });
        assert.equal(down.status, 502);
        assert.equal(down.body.message, PREPARE_FOR_REDDIT_FAILED_MESSAGE);
        imgur.fail(null);
        const hosted = await prepare(user);
        assert.match(hosted, /^https:\/\/i\.imgur\.test\/[0-9a-f]{8}\.jpg$/);
        assert.equal(imgur.uploads.length, 1);
        assert.match(imgur.uploads[0]!.contentType, /^multipart\/form-data/);
        const row = await db().selectFrom('offer_share_uploads').selectAll().where('hosted_url', '=', hosted).executeTakeFirstOrThrow();
        assert.equal(row.host, 'imgur');
        assert.equal(row.host_reference, imgur.uploads[0]!.id);

        server.useShareHost(createImgurShareHost({ apiUrl: imgur.origin, clientId: 'wrong-client' }));
        const other = await sharer();
        assert.equal((await other.client.post('offer-service/upload-for-reddit', { imageUrl: other.imageUrl })).status, 502);

        server.useShareHost({ name: 'local', host: () => Promise.reject(new Error('disk full')) });
        const broken = await sharer();
        const reply = await broken.client.post('offer-service/upload-for-reddit', { imageUrl: broken.imageUrl });
        assert.equal(reply.status, 502);
        assert.equal(reply.body.message, PREPARE_FOR_REDDIT_FAILED_MESSAGE);
        assert.equal((await db().selectFrom('offer_share_uploads').select('id').where('account_id', '=', broken.accountId).execute()).length, 0);
      } finally {
        server.useShareHost(createShareImageHost(server.system.config, server.system.storage));
      }
    });
  });

  describe('verifying a post (verify-reddit-share)', () => {
    it('reads only links to posts in the two communities, and never fetches the link itself', async () => {
      const user = await sharer();
      const before = reddit.requests.length;
      const cases: Array<[string, string]> = [
        ['http://www.reddit.com/r/aiart/comments/abc123/x/', NOT_A_POST_LINK_MESSAGE],
        ['https://evil.example/r/aiart/comments/abc123/x/', NOT_A_POST_LINK_MESSAGE],
        ['https://www.reddit.com.evil.example/r/aiart/comments/abc123/x/', NOT_A_POST_LINK_MESSAGE],
        ['https://www.reddit.com:8443/r/aiart/comments/abc123/x/', NOT_A_POST_LINK_MESSAGE],
        ['https://www.reddit.com/user/someone/comments/abc123/x/', NOT_A_POST_LINK_MESSAGE],
        ['https://www.reddit.com/r/aiart/comments/abc!23/x/', NOT_A_POST_LINK_MESSAGE],
        ['just some words', NOT_A_POST_LINK_MESSAGE],
        ['https://www.reddit.com/r/pics/comments/abc123/x/', WRONG_COMMUNITY_MESSAGE],
        ['https://www.reddit.com/r/aiart/s/AbCdEf123', SHORT_LINK_MESSAGE],
      ];
      for (const [link, message] of cases) {
        const reply = await verify(user.client, link);
        assert.equal(reply.status, 200, link);
        assert.deepEqual(reply.body, { status: 'failed', message, credits: 0 }, link);
      }
      assert.equal(reddit.requests.length, before, 'nothing was fetched for a refused link');

      // Whatever the link carries, only `${REDDIT_BASE_URL}/comments/{id}.json` is asked.
      const reply = await verify(user.client, 'https://www.reddit.com/r/aiart/comments/zz9zz9/x/?next=http://169.254.169.254/');
      assert.equal(reply.body.message, POST_NOT_FOUND_MESSAGE);
      const asked = reddit.requests.at(-1)!;
      assert.equal(asked.postId, 'zz9zz9');
      assert.match(asked.query, /^\?raw_json=1/);
      assert.equal(asked.userAgent, server.system.config.offers.reddit.userAgent);
    });

    it('awards pending credits for a post of a prepared image, once per post ever (400)', async () => {
      const user = await sharer();
      const hosted = await prepare(user);
      const id = post(hosted, { subreddit: 'AIArt' });
      const reply = await verify(user.client, postLink(id, 'AIArt', 'old.reddit.com'));
      assert.equal(reply.status, 200);
      assert.deepEqual(reply.body, { status: 'success', message: CREDITS_AWARDED_MESSAGE, credits: CREDITS });
      assert.deepEqual(await pending(user.client), { status: 'success', pendingCredits: CREDITS });
      assert.equal((await ledgerState(server, user.accountId)).balance, 0, 'pending credits are not in the balance yet');
      const claim = await claimOf(id);
      assert.equal(claim.status, 'pending');
      assert.equal(claim.account_id, user.accountId);
      assert.equal(claim.post_url, `https://www.reddit.com/r/AIArt/comments/${id}/my_ai_photo/`);
      assert.equal(claim.credits, CREDITS);

      const again = await verify(user.client, postLink(id));
      assert.equal(again.status, 400);
      assert.equal(again.body.message, ALREADY_REWARDED_MESSAGE);
      const stranger = await sharer();
      assert.equal((await verify(stranger.client, postLink(id))).status, 400, 'nobody else may claim it either');
      assert.deepEqual(await pending(stranger.client), { status: 'success', pendingCredits: 0 });
    });

    it('refuses posts that are removed, elsewhere, linking elsewhere, older than the preparation, or unreachable', async () => {
      const user = await sharer();
      const hosted = await prepare(user);
      const other = await sharer();
      const othersCopy = await prepare(other);
      const failedWith = async (id: string, message: string, link = postLink(id)) => {
        const reply = await verify(user.client, link);
        assert.equal(reply.status, 200, id);
        assert.deepEqual(reply.body, { status: 'failed', message, credits: 0 }, id);
      };
      await failedWith(post(hosted, { removed: true }), POST_REMOVED_MESSAGE);
      await failedWith(post(hosted, { deleted: true }), POST_REMOVED_MESSAGE);
      await failedWith(post(hosted, { subreddit: 'pics' }), WRONG_COMMUNITY_MESSAGE);
      await failedWith(post('https://i.imgur.com/someone-else.jpg'), NOT_PREPARED_IMAGE_MESSAGE);
      await failedWith(post(othersCopy), NOT_PREPARED_IMAGE_MESSAGE);
      await failedWith(post(`${hosted}?x=1`), NOT_PREPARED_IMAGE_MESSAGE);
      await failedWith(post(hosted, { createdUtc: nowSeconds() - 3600 }), POST_BEFORE_PREPARATION_MESSAGE);
      await failedWith(postId(), POST_NOT_FOUND_MESSAGE);
      const broken = post(hosted);
      reddit.fail(broken, { status: 503 });
      await failedWith(broken, REDDIT_UNAVAILABLE_MESSAGE);
      reddit.fail(broken, { status: 429 });
      await failedWith(broken, REDDIT_UNAVAILABLE_MESSAGE);
      reddit.fail(broken, { body: { not: 'a listing' } });
      await failedWith(broken, REDDIT_UNAVAILABLE_MESSAGE);
      reddit.fail(broken, { hang: true });
      await withShortRedditTimeout(() => failedWith(broken, REDDIT_UNAVAILABLE_MESSAGE));
      // Reddit never answered: the read ended by its own timeout (REDDIT_TIMEOUT_MS), once, and was not retried.
      assert.deepEqual(timedOutReads.map((url) => new URL(url).pathname), [`/comments/${broken}.json`], 'REDDIT_TIMEOUT_MS bounds the wait');
      reddit.fail(broken, null);
      assert.deepEqual(await pending(user.client), { status: 'success', pendingCredits: 0 });
      assert.equal((await db().selectFrom('offer_claims').select('id').where('account_id', '=', user.accountId).execute()).length, 0);

      // Once Reddit answers again, the same post qualifies.
      assert.equal((await verify(user.client, postLink(broken))).body.status, 'success');
    });

    it('rewards an image once, a photo the user uploaded never, and waits out the cooldown between claims', async () => {
      const user = await claimed();
      const cooldown = (await eligibility(user.client)).body;
      assert.equal(cooldown.isEligible, false);
      assert.equal(cooldown.reason, cooldownMessage(7));
      const second = await addImage(user.accountId);
      const secondCopy = await prepare({ client: user.client, imageUrl: second.imageUrl });
      assert.equal((await verify(user.client, postLink(post(secondCopy)))).body.message, cooldownMessage(7));

      advance(7 * DAY + 60);
      assert.equal((await eligibility(user.client)).body.isEligible, true);
      const firstCopy = await prepare(user);
      const samePicture = await verify(user.client, postLink(post(firstCopy)));
      assert.deepEqual(samePicture.body, { status: 'failed', message: IMAGE_ALREADY_REWARDED_MESSAGE, credits: 0 });

      const upload = await addImage(user.accountId, 'upload');
      const uploadCopy = await prepare({ client: user.client, imageUrl: upload.imageUrl });
      assert.equal((await verify(user.client, postLink(post(uploadCopy)))).body.message, UPLOADED_PHOTO_MESSAGE);

      assert.equal((await verify(user.client, postLink(post(secondCopy), 'selfies'))).body.status, 'success');
      assert.equal((await pending(user.client)).pendingCredits, 2 * CREDITS);
    });

    it('20 concurrent verifications of one post make exactly one claim', async () => {
      const user = await sharer();
      const id = post(await prepare(user));
      const replies = await Promise.all(Array.from({ length: 20 }, () => verify(user.client, postLink(id))));
      const statuses = replies.map((reply) => reply.status).sort();
      assert.deepEqual(statuses, [200, ...Array(19).fill(400)]);
      assert.equal(replies.find((reply) => reply.status === 200)!.body.status, 'success');
      assert.ok(replies.filter((reply) => reply.status === 400).every((reply) => reply.body.message === ALREADY_REWARDED_MESSAGE));
      assert.equal((await db().selectFrom('offer_claims').select('id').where('account_id', '=', user.accountId).execute()).length, 1);
      assert.equal((await pending(user.client)).pendingCredits, CREDITS);
    });
  });

  describe('the holding period', () => {
    const sweep = () => offers().offerHoldService.settleDue();
    const hold = () => server.system.config.offers.holdSeconds;

    it('grants the credits once the hold has passed and the post is still up; drops removed posts', async () => {
      const kept = await claimed();
      const removed = await claimed();
      await sweep();
      assert.equal((await claimOf(kept.postId)).status, 'pending', 'not before OFFER_HOLD_SECONDS');

      reddit.updatePost(removed.postId, { removed: true });
      advance(hold() + 1);
      await sweep();
      const grantedClaim = await claimOf(kept.postId);
      assert.equal(grantedClaim.status, 'granted');
      assert.equal(grantedClaim.settled_at?.getTime(), clockMs);
      const ledger = await ledgerState(server, kept.accountId);
      assert.equal(ledger.balance, CREDITS);
      assert.deepEqual(ledger.entries.map((entry) => [entry.reason, entry.amount, entry.idempotencyKey]), [['offer', CREDITS, offerGrantKey(grantedClaim)]]);
      assert.equal(offerGrantKey(grantedClaim), `offer:reddit_share:${grantedClaim.id}`);
      assert.equal((await pending(kept.client)).pendingCredits, 0);

      assert.equal((await claimOf(removed.postId)).status, 'dropped');
      assert.equal((await ledgerState(server, removed.accountId)).balance, 0);
      assert.equal((await pending(removed.client)).pendingCredits, 0);
      // A dropped claim still counts for the post and the cooldown.
      assert.equal((await verify(removed.client, postLink(removed.postId))).status, 400);
      assert.equal((await eligibility(removed.client)).body.isEligible, false);

      await sweep();
      assert.equal((await ledgerState(server, kept.accountId)).balance, CREDITS, 'a second sweep changes nothing');
    });

    it('leaves a claim pending while Reddit cannot be reached, and grants it on a later sweep', async () => {
      const slow = await claimed();
      const failing = await claimed();
      reddit.fail(slow.postId, { hang: true });
      reddit.fail(failing.postId, { status: 502 });
      advance(hold() + 1);
      await withShortRedditTimeout(sweep);
      for (const user of [slow, failing]) {
        const claim = await claimOf(user.postId);
        assert.equal(claim.status, 'pending');
        assert.ok(claim.last_check_error, 'the failure is recorded');
        assert.equal(claim.check_locked_until, null, 'released for the next sweep');
        assert.equal((await pending(user.client)).pendingCredits, CREDITS);
      }
      reddit.fail(slow.postId, null);
      reddit.fail(failing.postId, null);
      await sweep();
      for (const user of [slow, failing]) {
        assert.equal((await claimOf(user.postId)).status, 'granted');
        assert.equal((await ledgerState(server, user.accountId)).balance, CREDITS);
      }
    });

    it('10 concurrent sweeps grant a claim once; the balance is the ledger sum', async () => {
      const user = await claimed();
      advance(hold() + 1);
      const results = await Promise.all(Array.from({ length: 10 }, () => sweep()));
      assert.ok(results.reduce((total, result) => total + result.granted, 0) >= 1);
      assert.equal((await claimOf(user.postId)).status, 'granted');
      const ledger = await ledgerState(server, user.accountId);
      assert.equal(ledger.entries.length, 1);
      assert.equal(ledger.balance, CREDITS);
      assert.equal(ledger.sum, ledger.balance);
    });

    it('admin Reset All removes the account\'s claims and their pending credits', async () => {
      const admin = await claimed({ admin: true });
      assert.equal((await pending(admin.client)).pendingCredits, CREDITS);
      const reset = await admin.client.post('admin-service/reset-user-completely');
      assert.equal(reset.status, 200, JSON.stringify(reset.body));
      assert.equal((await pending(admin.client)).pendingCredits, 0);
      assert.equal((await db().selectFrom('offer_claims').select('id').where('account_id', '=', admin.accountId).execute()).length, 0);
      advance(hold() + 1);
      await sweep();
      assert.equal((await ledgerState(server, admin.accountId)).balance, 0);
    });
  });
});
