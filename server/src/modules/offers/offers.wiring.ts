import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { CreditsService } from '../credits/index.js';
import type { FileUrlSigner } from '../files/index.js';
import { createOfferHoldService } from './offer-hold.service.js';
import { createOffersRepository } from './offers.repository.js';
import { createOffersService } from './offers.service.js';
import { createRedditPosts, type RedditPosts } from './reddit-posts.adapter.js';
import { createRedditShareService } from './reddit-share.service.js';
import { createShareImageHost } from '../../infra/share-hosts/share-image-host.factory.js';
import type { ShareImageHost } from '../../infra/share-hosts/share-image-host.js';

export interface OffersWiringDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  credits: CreditsService;
  fileUrlSigner: FileUrlSigner;
  rateLimiter: RateLimiter;
  log?: (details: Record<string, unknown>, message: string) => void;
  /** The clock every rule of the offer reads (tests let days pass without waiting). */
  now?: () => Date;
  /** Where public copies go instead of SHARE_IMAGE_HOST's (tests). */
  shareHost?: ShareImageHost;
  /** Reddit's posts as a test serves them. */
  redditPosts?: RedditPosts;
}

/** The share offer (docs/offers.md). */
export function createOffersComponents(deps: OffersWiringDeps) {
  const { offers: settings } = deps.config;
  const offers = createOffersRepository(deps.db);
  const transaction = createTransaction(deps.db);
  const clock = deps.now ?? (() => new Date());
  const shareHost = deps.shareHost ?? createShareImageHost(deps.config, deps.storage);
  const reddit = deps.redditPosts ?? createRedditPosts(settings.reddit);

  const offersService = createOffersService({
    offers, fileUrls: deps.fileUrlSigner, now: clock,
    rules: { minAccountAgeHours: settings.minAccountAgeHours, claimCooldownDays: settings.claimCooldownDays, maxClaims: settings.maxClaims },
  });
  return {
    offersRepository: offers,
    offersService,
    redditShareService: createRedditShareService({
      offers, offersService, credits: deps.credits, storage: deps.storage, shareHost, reddit, rateLimiter: deps.rateLimiter,
      transaction, basePath: deps.config.basePath, now: clock, log: deps.log,
    }),
    offerHoldService: createOfferHoldService({
      offers, credits: deps.credits, reddit, transaction, holdSeconds: settings.holdSeconds, now: clock, log: deps.log,
      // Longer than any re-check can take (its timeout, redirects included), so a live worker keeps its claim.
      leaseSeconds: Math.max(60, Math.ceil(settings.reddit.timeoutMs / 1000) * 2),
    }),
  };
}
export type OffersComponents = ReturnType<typeof createOffersComponents>;
