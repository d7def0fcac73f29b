import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { FileUrlSigner } from '../files/file-url-signer.js';
import { createOfferHoldService } from './offer-hold.service.js';
import { createOffersRepository } from './offers.repository.js';
import { createOffersService } from './offers.service.js';
import { createRedditPosts, type RedditPosts } from './reddit-posts.adapter.js';
import { createRedditShareService } from './reddit-share.service.js';
import { createShareImageHost } from './share-image-host.factory.js';
import type { ShareImageHost } from './share-image-host.js';

export interface OffersWiringDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  credits: CreditsService;
  fileUrlSigner: FileUrlSigner;
  rateLimiter: RateLimiter;
  log?: (details: Record<string, unknown>, message: string) => void;
}

/** The share offer (docs/offers.md), wired once by the container; `use*` replace a part (tests). */
export function createOffersComponents(deps: OffersWiringDeps) {
  const { offers: settings } = deps.config;
  const offers = createOffersRepository(deps.db);
  const transaction = createTransaction(deps.db);
  let now = () => new Date();
  let shareHost: ShareImageHost = createShareImageHost(deps.config, deps.storage);
  let reddit: RedditPosts = createRedditPosts(settings.reddit);
  const clock = () => now();
  const currentReddit: RedditPosts = { lookup: (postId) => reddit.lookup(postId) };
  const currentHost: ShareImageHost = {
    get name() {
      return shareHost.name;
    },
    host: (image) => shareHost.host(image),
  };

  const offersService = createOffersService({
    offers, fileUrls: deps.fileUrlSigner, now: clock,
    rules: { minAccountAgeHours: settings.minAccountAgeHours, claimCooldownDays: settings.claimCooldownDays, maxClaims: settings.maxClaims },
  });
  return {
    offersRepository: offers,
    offersService,
    redditShareService: createRedditShareService({
      offers, offersService, storage: deps.storage, shareHost: currentHost, reddit: currentReddit, rateLimiter: deps.rateLimiter,
      transaction, basePath: deps.config.basePath, now: clock, log: deps.log,
    }),
    offerHoldService: createOfferHoldService({
      offers, credits: deps.credits, reddit: currentReddit, transaction, holdSeconds: settings.holdSeconds, now: clock, log: deps.log,
      // Longer than any re-check can take (its timeout, redirects included), so a live worker keeps its claim.
      leaseSeconds: Math.max(60, Math.ceil(settings.reddit.timeoutMs / 1000) * 2),
    }),
    /** Replaces the clock every rule of the offer reads (tests let days pass without waiting). */
    useClock(next: () => Date) {
      now = next;
    },
    useShareHost(next: ShareImageHost) {
      shareHost = next;
    },
    useRedditPosts(next: RedditPosts) {
      reddit = next;
    },
  };
}
export type OffersComponents = ReturnType<typeof createOffersComponents>;
