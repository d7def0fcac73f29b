import {
  ALREADY_REWARDED_MESSAGE, CREDITS_AWARDED_MESSAGE, PREPARE_FOR_REDDIT_FAILED_MESSAGE, REDDIT_SHARE_OFFER, type VerifyRedditShareReply,
} from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { Transaction } from '../../infra/db/transaction.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import { storageKeyOfFileUrl } from '../files/index.js';
import { detectImageFormat } from '../../infra/photo/image-format.js';
import {
  IMAGE_ALREADY_REWARDED_MESSAGE, NOT_OWN_IMAGE_LINK_MESSAGE, NOT_PREPARED_IMAGE_MESSAGE, POST_BEFORE_PREPARATION_MESSAGE,
  POST_NOT_FOUND_MESSAGE, POST_REMOVED_MESSAGE, REDDIT_UNAVAILABLE_MESSAGE, SHARE_IMAGE_NOT_FOUND_MESSAGE, UPLOADED_PHOTO_MESSAGE,
  WRONG_COMMUNITY_MESSAGE,
} from './offer-messages.js';
import type { OffersRepository, ShareUploadRow } from './offers.repository.js';
import type { OffersService } from './offers.service.js';
import { isShareCommunity, parseRedditPostUrl } from './reddit-post-url.js';
import { RedditUnavailableError, type RedditPost, type RedditPosts } from './reddit-posts.adapter.js';
import type { ShareImageHost } from '../../infra/share-hosts/share-image-host.js';
import type { CreditsService } from '../credits/index.js';

export interface RedditShareServiceDeps {
  offers: OffersRepository;
  /** The ledger's account lock (the one lock every account-wide rule takes first). */
  credits: Pick<CreditsService, 'lockAccount'>;
  offersService: Pick<OffersService, 'requireType' | 'reasonNotEligible'>;
  storage: FileStorage;
  shareHost: ShareImageHost;
  reddit: RedditPosts;
  rateLimiter: RateLimiter;
  transaction: Transaction;
  basePath: string;
  now: () => Date;
  log?: (details: Record<string, unknown>, message: string) => void;
}

type ClaimOutcome = { kind: 'claimed' } | { kind: 'post-taken' } | { kind: 'refused'; reason: string };

const failed = (message: string): VerifyRedditShareReply => ({ status: 'failed', message, credits: 0 });

export function alreadyRewarded(): AppError {
  return new AppError('already-rewarded', 400, ALREADY_REWARDED_MESSAGE);
}

/** Reddit's created_utc has whole seconds: a post in the same second as the preparation counts as after it. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The Reddit share (docs/offers.md#sharing-on-reddit): a public copy of one of the caller's images for
 * the submit page, then the post verified from Reddit's own JSON, its credits pending until the hold ends.
 */
export function createRedditShareService(deps: RedditShareServiceDeps) {
  /** Checks the post Reddit describes against the caller's preparations; a reason when it does not qualify. */
  async function postProblem(accountId: number, post: RedditPost): Promise<{ ok: false; reason: string } | { ok: true; upload: ShareUploadRow }> {
    const no = (reason: string) => ({ ok: false as const, reason });
    if (post.removed) return no(POST_REMOVED_MESSAGE);
    if (!isShareCommunity(post.subreddit)) return no(WRONG_COMMUNITY_MESSAGE);
    const upload = await deps.offers.uploadByUrl(accountId, post.url);
    if (!upload) return no(NOT_PREPARED_IMAGE_MESSAGE);
    if (seconds(post.createdAt) < seconds(upload.created_at)) return no(POST_BEFORE_PREPARATION_MESSAGE);
    if ((await deps.offers.imageOrigin(upload.image_id)) === 'upload') return no(UPLOADED_PHOTO_MESSAGE);
    return { ok: true, upload };
  }

  return {
    /** A public, unguessable, non-expiring copy of one of the caller's images (the same copy when asked again). */
    async prepare(accountId: number, imageUrl: string): Promise<{ imgurUrl: string }> {
      await deps.rateLimiter.consume(`offer-prepare:${accountId}`);
      const key = storageKeyOfFileUrl(imageUrl, deps.basePath);
      if (!key) throw AppError.forbidden(NOT_OWN_IMAGE_LINK_MESSAGE);
      const image = await deps.offers.ownImageByKey(accountId, key);
      if (!image || image.isDeleted) throw AppError.notFound(SHARE_IMAGE_NOT_FOUND_MESSAGE);
      const host = deps.shareHost;
      const existing = await deps.offers.existingUpload(accountId, image.id, host.name);
      if (existing) return { imgurUrl: existing.hosted_url };
      try {
        const bytes = await deps.storage.get(image.storageKey);
        const format = bytes && detectImageFormat(bytes);
        if (!bytes || !format) throw new Error(`no readable image stored under ${image.storageKey}`);
        const createdAt = deps.now();
        const hosted = await host.host({ bytes, format });
        const row = await deps.offers.insertUpload({
          accountId, imageId: image.id, host: host.name, hostedUrl: hosted.url, storageKey: hosted.storageKey, reference: hosted.reference, createdAt,
        });
        return { imgurUrl: row.hosted_url };
      } catch (error) {
        deps.log?.({ err: error, accountId, fileId: image.fileId, host: host.name }, 'preparing an image for Reddit failed');
        throw new AppError('share-host-failed', 502, PREPARE_FOR_REDDIT_FAILED_MESSAGE);
      }
    },

    /**
     * Verifies a post of a prepared image and records one claim of pending credits. A post already
     * claimed (by anyone, ever) is a 400; every other refusal is a 'failed' reply with its reason.
     */
    async verify(accountId: number, redditPostUrl: string): Promise<VerifyRedditShareReply> {
      await deps.rateLimiter.consume(`offer-verify:${accountId}`);
      const type = await deps.offersService.requireType(REDDIT_SHARE_OFFER);
      const parsed = parseRedditPostUrl(redditPostUrl);
      if (!parsed.ok) return failed(parsed.reason);
      if (await deps.offers.claimByPost(type.id, parsed.postId)) throw alreadyRewarded();
      const notEligible = await deps.offersService.reasonNotEligible(accountId, type, true);
      if (notEligible) {
        // A concurrent request may have claimed this very post since the check above (its claim is what
        // made the account wait): that answer comes first, as it does inside the lock below.
        if (await deps.offers.claimByPost(type.id, parsed.postId)) throw alreadyRewarded();
        return failed(notEligible);
      }

      let post: RedditPost;
      try {
        const lookup = await deps.reddit.lookup(parsed.postId);
        if (!lookup.found) return failed(POST_NOT_FOUND_MESSAGE);
        post = lookup.post;
      } catch (error) {
        if (!(error instanceof RedditUnavailableError)) throw error;
        deps.log?.({ err: error.message, postId: parsed.postId }, 'Reddit could not be asked about a shared post');
        return failed(REDDIT_UNAVAILABLE_MESSAGE);
      }
      const checked = await postProblem(accountId, post);
      if (!checked.ok) return failed(checked.reason);
      const { upload } = checked;

      // Inside the account's lock: the one-claim rules and the limits hold against concurrent requests.
      const outcome = await deps.transaction(async (trx): Promise<ClaimOutcome> => {
        await deps.credits.lockAccount(accountId, trx);
        if (await deps.offers.claimByPost(type.id, parsed.postId, trx)) return { kind: 'post-taken' };
        if (await deps.offers.claimByImage(type.id, upload.image_id, trx)) return { kind: 'refused', reason: IMAGE_ALREADY_REWARDED_MESSAGE };
        const reason = await deps.offersService.reasonNotEligible(accountId, type, true, trx);
        if (reason) return { kind: 'refused', reason };
        const id = await deps.offers.insertClaim({
          accountId, offerTypeId: type.id, uploadId: upload.id, imageId: upload.image_id, postId: parsed.postId,
          postUrl: post.permalink.startsWith('/r/') ? `https://www.reddit.com${post.permalink}` : redditPostUrl.trim(),
          subreddit: post.subreddit, author: post.author, credits: type.credits_amount, createdAt: deps.now(),
        }, trx);
        if (id !== null) return { kind: 'claimed' };
        // Another request claimed the post or the image between our checks and the insert (a unique key held).
        return (await deps.offers.claimByPost(type.id, parsed.postId, trx))
          ? { kind: 'post-taken' }
          : { kind: 'refused', reason: IMAGE_ALREADY_REWARDED_MESSAGE };
      });
      if (outcome.kind === 'post-taken') throw alreadyRewarded();
      if (outcome.kind === 'refused') return failed(outcome.reason);
      return { status: 'success', message: CREDITS_AWARDED_MESSAGE, credits: type.credits_amount };
    },
  };
}
export type RedditShareService = ReturnType<typeof createRedditShareService>;
