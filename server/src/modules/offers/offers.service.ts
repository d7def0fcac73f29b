import type { Eligibility, ImageRef, OfferType } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { FileUrlSigner } from '../files/index.js';
import { whyNotEligible, type OfferRules } from './offer-eligibility.js';
import { UNKNOWN_OFFER_MESSAGE } from './offer-messages.js';
import type { OffersRepository } from './offers.repository.js';

export interface OffersServiceDeps {
  offers: OffersRepository;
  fileUrls: FileUrlSigner;
  rules: OfferRules;
  now: () => Date;
}

export interface OfferTypeRow {
  id: string;
  credits_amount: number;
  is_active: boolean;
}

/** How many of the user's images check-eligibility offers to share. */
const OFFERED_IMAGES = 12;

/**
 * Offer types, who may earn an offer, and the credits waiting for their holding period (docs/offers.md).
 * Preparing and verifying a share is reddit-share.service.ts; granting after the hold, offer-hold.service.ts.
 */
export function createOffersService(deps: OffersServiceDeps) {
  async function requireType(typeId: string): Promise<OfferTypeRow> {
    const type = await deps.offers.offerType(typeId);
    if (!type) throw AppError.notFound(UNKNOWN_OFFER_MESSAGE);
    return type;
  }

  async function imagesOf(accountId: number): Promise<ImageRef[]> {
    const rows = await deps.offers.shareableImages(accountId, OFFERED_IMAGES);
    return rows.map((row) => ({ url: deps.fileUrls.sign(row.storage_key), fileId: row.file_id }));
  }

  /** Why the account may not earn this offer now, or null; `trx` counts claims inside the caller's lock. */
  async function reasonNotEligible(accountId: number, type: OfferTypeRow, hasImages: boolean, trx?: Db): Promise<string | null> {
    // One after the other: inside a transaction both must use its one connection.
    const accountCreatedAt = await deps.offers.accountCreatedAt(accountId, trx);
    const history = await deps.offers.claimHistory(accountId, type.id, trx);
    if (!accountCreatedAt) throw AppError.notFound('Account not found.');
    return whyNotEligible(deps.rules, {
      offerActive: type.is_active, hasImages, accountCreatedAt,
      lastClaimAt: history.lastClaimAt, claimsCounted: history.counted, now: deps.now(),
    });
  }

  return {
    requireType,
    reasonNotEligible,

    async offerType(typeId: string): Promise<OfferType> {
      const type = await requireType(typeId);
      return { ID: type.id, CreditsAmount: type.credits_amount };
    },

    async eligibility(accountId: number, typeId: string): Promise<Eligibility> {
      const type = await requireType(typeId);
      const outputImages = await imagesOf(accountId);
      const reason = await reasonNotEligible(accountId, type, outputImages.length > 0);
      return { isEligible: reason === null, reason, outputImages };
    },

    pendingCredits: (accountId: number) => deps.offers.pendingCredits(accountId),

    /** Admin "Reset All": the account's claims go, pending credits with them. */
    async resetAccount(accountId: number, trx: Db): Promise<void> {
      await deps.offers.deleteClaimsForAccount(accountId, trx);
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
