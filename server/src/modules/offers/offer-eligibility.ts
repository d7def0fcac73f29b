import { accountTooNewMessage, claimCapMessage, cooldownMessage, NO_IMAGES_MESSAGE, OFFER_ENDED_MESSAGE } from './offer-messages.js';

/** The operator's limits on the offer (OFFER_* settings, docs/offers.md). */
export interface OfferRules {
  minAccountAgeHours: number;
  claimCooldownDays: number;
  maxClaims: number;
}

export interface EligibilityFacts {
  offerActive: boolean;
  hasImages: boolean;
  accountCreatedAt: Date;
  /** The account's latest claim of this offer, whatever became of it. */
  lastClaimAt: Date | null;
  /** Claims not dropped (pending or granted). */
  claimsCounted: number;
  now: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const atLeastOne = (value: number) => Math.max(1, Math.ceil(value));

/** Why the account may not earn the offer now (the first rule it breaks), or null when it may. */
export function whyNotEligible(rules: OfferRules, facts: EligibilityFacts): string | null {
  const now = facts.now.getTime();
  if (!facts.offerActive) return OFFER_ENDED_MESSAGE;
  if (!facts.hasImages) return NO_IMAGES_MESSAGE;
  const oldEnoughAt = facts.accountCreatedAt.getTime() + rules.minAccountAgeHours * HOUR_MS;
  if (now < oldEnoughAt) return accountTooNewMessage(atLeastOne((oldEnoughAt - now) / HOUR_MS));
  if (facts.claimsCounted >= rules.maxClaims) return claimCapMessage(rules.maxClaims);
  if (facts.lastClaimAt) {
    const nextAt = facts.lastClaimAt.getTime() + rules.claimCooldownDays * DAY_MS;
    if (now < nextAt) return cooldownMessage(atLeastOne((nextAt - now) / DAY_MS));
  }
  return null;
}
