// @test-databases pglite
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, isRedditOrigin, loadConfig } from '../src/config/config.js';
import { whyNotEligible } from '../src/modules/offers/offer-eligibility.js';
import {
  accountTooNewMessage, claimCapMessage, cooldownMessage, NO_IMAGES_MESSAGE, NOT_A_POST_LINK_MESSAGE, OFFER_ENDED_MESSAGE, SHORT_LINK_MESSAGE,
  WRONG_COMMUNITY_MESSAGE,
} from '../src/modules/offers/offer-messages.js';
import { parseRedditPostUrl } from '../src/modules/offers/reddit-post-url.js';
import { createRedditPosts, postFromListing, RedditUnavailableError } from '../src/modules/offers/reddit-posts.adapter.js';
import { redditPostListing } from './fakes/fake-reddit.js';

// The share offer's rules that need no server (docs/offers.md); the calls themselves: offers.test.ts.
describe('share offer rules', () => {
    it('states the first rule broken: ended, no images, too new, the lifetime cap, the cooldown', () => {
      const rules = { minAccountAgeHours: 24, claimCooldownDays: 7, maxClaims: 3 };
      const now = new Date('2030-01-10T12:00:00Z');
      const facts = { offerActive: true, hasImages: true, accountCreatedAt: new Date('2030-01-01T00:00:00Z'), lastClaimAt: null, claimsCounted: 0, now };
      assert.equal(whyNotEligible(rules, facts), null);
      assert.equal(whyNotEligible(rules, { ...facts, offerActive: false, hasImages: false }), OFFER_ENDED_MESSAGE);
      assert.equal(whyNotEligible(rules, { ...facts, hasImages: false }), NO_IMAGES_MESSAGE);
      assert.equal(whyNotEligible(rules, { ...facts, accountCreatedAt: new Date('2030-01-10T11:59:00Z') }), accountTooNewMessage(24));
      assert.equal(whyNotEligible(rules, { ...facts, claimsCounted: 3, lastClaimAt: new Date('2029-01-01T00:00:00Z') }), claimCapMessage(3));
      assert.equal(claimCapMessage(3), "You've reached the limit of 3 rewarded shares.");
      assert.equal(whyNotEligible(rules, { ...facts, claimsCounted: 1, lastClaimAt: new Date('2030-01-09T12:00:00Z') }), cooldownMessage(6));
      assert.equal(whyNotEligible(rules, { ...facts, claimsCounted: 1, lastClaimAt: new Date('2030-01-03T11:00:00Z') }), null);
      assert.equal(cooldownMessage(1), "You've earned credits for a share recently. You can earn them again in 1 day.");
    });

    it('parses post links of the two communities only', () => {
      assert.deepEqual(parseRedditPostUrl('https://old.reddit.com/r/Selfies/comments/AbC123?utm_source=share'), { ok: true, postId: 'abc123', subreddit: 'selfies' });
      assert.deepEqual(parseRedditPostUrl(' https://reddit.com/r/aiart/comments/xyz9/ '), { ok: true, postId: 'xyz9', subreddit: 'aiart' });
      assert.deepEqual(parseRedditPostUrl('https://www.reddit.com/r/pics/comments/abc123/x/'), { ok: false, reason: WRONG_COMMUNITY_MESSAGE });
      assert.deepEqual(parseRedditPostUrl('https://www.reddit.com/r/aiart/s/AbCdEf'), { ok: false, reason: SHORT_LINK_MESSAGE });
      for (const link of ['https://m.reddit.com/r/aiart/comments/abc123/', 'https://user:pw@www.reddit.com/r/aiart/comments/abc123/', 'ftp://reddit.com/r/aiart/comments/abc123/',
        'https://www.reddit.com/r/aiart/comments/abcdefghijklm/', 'https://www.reddit.com/r/aiart/', 'https://redd.it/abc123']) {
        assert.deepEqual(parseRedditPostUrl(link), { ok: false, reason: NOT_A_POST_LINK_MESSAGE }, link);
      }
    });

    it('reads a post from Reddit\'s listing shape', () => {
      const post = { id: 'abc123', subreddit: 'aiart', url: 'https://x.test/a.jpg', removed: false, deleted: false, createdUtc: 1_900_000_000 };
      assert.deepEqual(postFromListing(redditPostListing(post)), {
        id: 'abc123', subreddit: 'aiart', url: 'https://x.test/a.jpg', createdAt: new Date(1_900_000_000_000), removed: false, author: 'test_user',
        permalink: '/r/aiart/comments/abc123/my_ai_photo/',
      });
      assert.equal(postFromListing(redditPostListing({ ...post, removed: true }))?.removed, true);
      assert.equal(postFromListing(redditPostListing({ ...post, deleted: true }))?.removed, true);
      assert.equal(postFromListing({ kind: 'Listing' }), null);
      assert.equal(postFromListing([{ data: { children: [] } }]), null);
    });
    it('checks the offer settings at start', () => {
      const problems = (env: Record<string, string>) => {
        try {
          loadConfig({ NODE_ENV: 'test', ...env });
          return [];
        } catch (error) {
          assert.ok(error instanceof ConfigError);
          return error.problems;
        }
      };
      assert.deepEqual(problems({ SHARE_IMAGE_HOST: 'imgur' }), ['IMGUR_CLIENT_ID: is required when SHARE_IMAGE_HOST=imgur']);
      assert.match(problems({ SHARE_IMAGE_HOST: 'flickr' })[0]!, /^SHARE_IMAGE_HOST:/);
      assert.match(problems({ OFFER_SWEEP_SECONDS: '0' })[0]!, /^OFFER_SWEEP_SECONDS:/);
      assert.match(problems({ OFFER_HOLD_SECONDS: 'soon' })[0]!, /^OFFER_HOLD_SECONDS:/);
      const defaults = loadConfig({ NODE_ENV: 'test' }).offers;
      assert.deepEqual(
        [defaults.shareHost, defaults.reddit.baseUrl, defaults.reddit.timeoutMs, defaults.minAccountAgeHours, defaults.claimCooldownDays, defaults.maxClaims, defaults.holdSeconds, defaults.sweepSeconds],
        ['local', 'https://www.reddit.com', 5000, 24, 7, 10, 86_400, 300],
      );
      const production = (env: Record<string, string>) => problems({ NODE_ENV: 'production', ...env }).filter((p) => p.startsWith('REDDIT_BASE_URL'));
      assert.deepEqual(production({}), []);
      assert.equal(production({ REDDIT_BASE_URL: 'http://127.0.0.1:3190' }).length, 1);
      assert.equal(production({ REDDIT_BASE_URL: 'https://reddit.com.evil.example' }).length, 1);
      assert.deepEqual(['https://www.reddit.com', 'https://oauth.reddit.com/', 'https://reddit.com'].map(isRedditOrigin), [true, true, true]);
      assert.deepEqual(['http://www.reddit.com', 'https://www.reddit.com/r/x', 'https://evilreddit.com'].map(isRedditOrigin), [false, false, false]);
    });

    it('follows redirects only within Reddit\'s origin', async () => {
      const redirecting = (location: string): typeof fetch => async () => new Response(null, { status: 302, headers: { location } });
      const settings = { baseUrl: 'https://www.reddit.com', userAgent: 'test-agent/1.0', timeoutMs: 500 };
      await assert.rejects(createRedditPosts({ ...settings, fetch: redirecting('http://169.254.169.254/') }).lookup('abc123'), RedditUnavailableError);
      await assert.rejects(createRedditPosts({ ...settings, fetch: redirecting('/comments/abc123.json') }).lookup('abc123'), /too many times/);
      assert.deepEqual(await createRedditPosts({ ...settings, fetch: redirecting('/x') }).lookup('../etc'), { found: false });
    });
});
