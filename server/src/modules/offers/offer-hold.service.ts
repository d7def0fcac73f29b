import type { Transaction } from '../../infra/db/transaction.js';
import type { CreditsService } from '../credits/index.js';
import type { OfferClaimRow, OffersRepository } from './offers.repository.js';
import type { RedditPosts } from './reddit-posts.adapter.js';

export interface OfferHoldServiceDeps {
  offers: OffersRepository;
  credits: Pick<CreditsService, 'post'>;
  reddit: RedditPosts;
  transaction: Transaction;
  holdSeconds: number;
  /** How long a worker holds a claim it is re-checking; another may take it after that (the worker died). */
  leaseSeconds: number;
  now: () => Date;
  log?: (details: Record<string, unknown>, message: string) => void;
}

export interface SweepResult {
  granted: number;
  dropped: number;
  /** Reddit could not say: left pending for the next sweep. */
  retried: number;
}

/** Claims re-checked per sweep: Reddit's public JSON is rate limited, and the next sweep takes the rest. */
const CLAIMS_PER_SWEEP = 25;

/** The ledger key of a claim's credits: one grant per claim, whatever retries or workers do. */
export const offerGrantKey = (claim: Pick<OfferClaimRow, 'id' | 'offer_type_id'>) => `offer:${claim.offer_type_id}:${claim.id}`;

/**
 * The holding period (docs/offers.md#the-holding-period): a claim's credits stay pending for
 * OFFER_HOLD_SECONDS, then the post is read again. Still up: the credits go onto the ledger (once, by the
 * claim's key) and the claim is granted; gone: it is dropped. When Reddit cannot say, it stays pending.
 */
export function createOfferHoldService(deps: OfferHoldServiceDeps) {
  async function grant(claim: OfferClaimRow, at: Date): Promise<boolean> {
    return deps.transaction(async (trx) => {
      // The status change and the credit post commit together, and only the worker that moved the claim posts.
      const settled = await deps.offers.settle(claim.id, 'granted', at, trx);
      if (!settled) return false;
      await deps.credits.post({
        accountId: settled.account_id, amount: settled.credits, reason: 'offer', idempotencyKey: offerGrantKey(settled), reference: `offer-claim:${settled.id}`,
      }, trx);
      return true;
    });
  }

  async function drop(claim: OfferClaimRow, at: Date): Promise<boolean> {
    return deps.transaction(async (trx) => (await deps.offers.settle(claim.id, 'dropped', at, trx)) !== undefined);
  }

  async function settleOne(claim: OfferClaimRow, result: SweepResult): Promise<void> {
    let stillUp: boolean;
    try {
      const lookup = await deps.reddit.lookup(claim.post_id);
      stillUp = lookup.found && !lookup.post.removed;
    } catch (error) {
      await deps.offers.release(claim.id, (error as Error).message);
      result.retried += 1;
      return;
    }
    const at = deps.now();
    if (stillUp ? await grant(claim, at) : await drop(claim, at)) result[stillUp ? 'granted' : 'dropped'] += 1;
  }

  return {
    /** Settles claims whose hold has ended; safe to run in many workers at once. */
    async settleDue(): Promise<SweepResult> {
      const now = deps.now();
      const result: SweepResult = { granted: 0, dropped: 0, retried: 0 };
      const due = await deps.offers.takeDue(
        new Date(now.getTime() - deps.holdSeconds * 1000), now, new Date(now.getTime() + deps.leaseSeconds * 1000), CLAIMS_PER_SWEEP,
      );
      for (const claim of due) {
        try {
          await settleOne(claim, result);
        } catch (error) {
          deps.log?.({ err: error, claimId: claim.id }, 'settling an offer claim failed; it stays pending');
          await deps.offers.release(claim.id, (error as Error).message).catch(() => undefined);
          result.retried += 1;
        }
      }
      return result;
    },
  };
}
export type OfferHoldService = ReturnType<typeof createOfferHoldService>;
