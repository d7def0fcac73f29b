import { CREDITS_PER_IMAGE } from 'api-client';
import type { Db } from '../../../infra/db/database.js';
import type { LikenessRefundValue } from '../../../infra/db/schema.js';
import type { JobQueue } from '../../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../../infra/storage/storage.types.js';
import type { CreditsService } from '../../credits/index.js';
import { faceSimilarity } from '../../../infra/photo/face-reference.js';
import type { FaceDescriber } from '../../../infra/photo/face-describer.js';
import type { LikenessRepository, ScoringWork } from './likeness.repository.js';

export interface LikenessDeps {
  likeness: LikenessRepository;
  storage: FileStorage;
  credits: CreditsService;
  describer: () => FaceDescriber;
  queue: Pick<JobQueue, 'enqueue'>;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  /** LIKENESS_MISS_THRESHOLD, LIKENESS_REFUND_CAP_PERCENT and LIKENESS_REFUND_WINDOW_DAYS. */
  config: { missThreshold: number; refundCapPercent: number; refundWindowDays: number };
  now?: () => Date;
}

/** The ledger key of an image's likeness refund: one per image, whoever scores it and however often. */
export const likenessRefundKey = (imageId: number) => `likeness-refund:${imageId}`;

/** The most refunded misses an account may have among `scored` photos scored in the window. */
export const refundAllowance = (scored: number, capPercent: number) => Math.floor((scored * capPercent) / 100);

/**
 * The `image.likeness` job (docs/likeness.md): scores a stored image against its model's reference face
 * in a worker thread and records it; a miss is flagged and settled in the same transaction. Idempotent:
 * only a pending image is recorded, and a refund's key is the image's, so concurrent or repeated runs
 * settle once.
 */
export function createLikenessService(deps: LikenessDeps) {
  const now = deps.now ?? (() => new Date());

  /**
   * What a miss gives back, written for the user who would farm it (docs/likeness.md#misses-refunds-and-their-cap):
   * an edit or filter asked for a change and is never refunded; a pack photo gets its slot's one free
   * replacement; a gen or template photo is refunded only while the account's refunded misses stay within
   * LIKENESS_REFUND_CAP_PERCENT of its photos scored in the window (the account's ledger lock, taken first,
   * makes concurrent scorings count one another).
   */
  async function settleMiss(work: ScoringWork, at: Date, trx: Db): Promise<LikenessRefundValue> {
    if (work.origin === 'edit' || work.origin === 'filter') return 'not-refundable';
    if (work.slot) {
      if (work.slot.isReplacement || work.slot.replacementClaimed || !(await deps.likeness.claimReplacement(work.slot.id, work.id, trx))) return 'not-refundable';
      await deps.queue.enqueue('pack.slot-replace', { slotId: work.slot.id }, { singletonKey: `pack.slot-replace:${work.slot.id}` }, trx);
      return 'replaced';
    }
    if (work.generationId === null) return 'not-refundable';
    return refundWithinCap({ accountId: work.accountId, imageId: work.id, credits: CREDITS_PER_IMAGE }, at, trx);
  }

  /**
   * The cap every likeness refund answers to (gen photos' misses and an outfit's face that changed twice):
   * refunded only while the account's refunded misses stay within LIKENESS_REFUND_CAP_PERCENT of its photos
   * scored in the window. The caller holds the account's ledger lock, so concurrent misses count one another.
   */
  async function refundWithinCap(miss: { accountId: number; imageId: number; credits: number }, at: Date, trx: Db): Promise<'refunded' | 'over-cap'> {
    const since = new Date(at.getTime() - deps.config.refundWindowDays * 86_400_000);
    const { scored, refunded } = await deps.likeness.scoredAndRefunded(miss.accountId, since, trx);
    if (refunded >= refundAllowance(scored, deps.config.refundCapPercent)) return 'over-cap';
    await deps.credits.post({
      accountId: miss.accountId, amount: miss.credits, reason: 'refund', idempotencyKey: likenessRefundKey(miss.imageId), reference: `image:${miss.imageId}`,
      memo: 'Refund: a photo with a weak likeness',
    }, trx);
    return 'refunded';
  }

  return {
    async score(imageId: number): Promise<void> {
      const work = await deps.likeness.scoringWork(imageId);
      if (!work || work.status !== 'pending') return;
      // Made before its model's look-alike check finished (uploads before migration 0025 only): that check
      // queues the image's scoring again once the reference is stored.
      if (work.awaitingReferenceOf !== null && (await deps.likeness.stillAwaitsReference(work.awaitingReferenceOf))) return;
      if (!work.reference) {
        await deps.likeness.record(imageId, { status: 'unscored' });
        return;
      }
      const bytes = await deps.storage.get(work.storageKey);
      if (!bytes) {
        await deps.likeness.record(imageId, { status: 'unscored' });
        return;
      }
      const embedding = await deps.describer().describe(bytes);
      if (!embedding) {
        await deps.likeness.record(imageId, { status: 'no-face' });
        return;
      }
      const likeness = Math.round(faceSimilarity(embedding, work.reference) * 1000) / 1000;
      const miss = likeness < deps.config.missThreshold;
      const at = now();
      await deps.transaction(async (trx) => {
        // The ledger's lock first (every debit takes it first too): the cap's counts are then the account's own.
        if (miss) await deps.credits.lockAccount(work.accountId, trx);
        if (!(await deps.likeness.record(imageId, { status: 'scored', likeness, miss, at }, trx)) || !miss) return;
        await deps.likeness.recordRefund(imageId, await settleMiss(work, at, trx), trx);
      });
    },

    /** LIKENESS_MISS_THRESHOLD: below it, two faces are not the same person's. */
    missThreshold: deps.config.missThreshold,

    /**
     * How much the face of `made` looks like the face of `original` (0..1, 3 decimals), in the describer's
     * worker thread; null when the original shows no face to compare with, 0 when `made` lost it.
     */
    async compareFaces(original: Buffer, made: Buffer): Promise<number | null> {
      const before = await deps.describer().describe(original);
      if (!before) return null;
      const after = await deps.describer().describe(made);
      return after ? Math.round(faceSimilarity(before, after) * 1000) / 1000 : 0;
    },

    /**
     * Records the likeness a copy was checked for when it was made (an outfit: its face against the
     * original's), in place of the scoring job; a miss that cost `credits` is refunded within the cap.
     * Answers what the miss gave back (null for a match, or an image scored already).
     */
    async recordChecked(image: { accountId: number; imageId: number; likeness: number; credits: number }): Promise<'refunded' | 'over-cap' | null> {
      const miss = image.likeness < deps.config.missThreshold;
      const at = now();
      return deps.transaction(async (trx) => {
        if (miss) await deps.credits.lockAccount(image.accountId, trx);
        if (!(await deps.likeness.record(image.imageId, { status: 'scored', likeness: image.likeness, miss, at }, trx)) || !miss) return null;
        const refund = await refundWithinCap(image, at, trx);
        await deps.likeness.recordRefund(image.imageId, refund, trx);
        return refund;
      });
    },

    /** The admin status: share of misses per engine and per UTC day over the last `days` days. */
    async missShares(days: number, at = now()) {
      const since = new Date(at.getTime() - days * 86_400_000);
      const rows = await deps.likeness.missShares(since);
      return rows.map((row) => ({ ...row, missShare: row.scored === 0 ? 0 : Math.round((row.misses / row.scored) * 1000) / 1000 }));
    },
  };
}
export type LikenessService = ReturnType<typeof createLikenessService>;
