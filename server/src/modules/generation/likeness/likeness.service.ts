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
    const since = new Date(at.getTime() - deps.config.refundWindowDays * 86_400_000);
    const { scored, refunded } = await deps.likeness.scoredAndRefunded(work.accountId, since, trx);
    if (refunded >= refundAllowance(scored, deps.config.refundCapPercent)) return 'over-cap';
    await deps.credits.post({
      accountId: work.accountId, amount: CREDITS_PER_IMAGE, reason: 'refund', idempotencyKey: likenessRefundKey(work.id), reference: `image:${work.id}`,
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

    /** The admin status: share of misses per engine and per UTC day over the last `days` days. */
    async missShares(days: number, at = now()) {
      const since = new Date(at.getTime() - days * 86_400_000);
      const rows = await deps.likeness.missShares(since);
      return rows.map((row) => ({ ...row, missShare: row.scored === 0 ? 0 : Math.round((row.misses / row.scored) * 1000) / 1000 }));
    },
  };
}
export type LikenessService = ReturnType<typeof createLikenessService>;
