import { CREDITS_PER_IMAGE } from 'api-client';
import type { Db } from '../../../infra/db/database.js';
import type { JobQueue } from '../../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../../infra/storage/storage.types.js';
import type { CreditsService } from '../../credits/credits.service.js';
import { faceSimilarity } from '../../uploads/face-reference.js';
import type { FaceDescriber } from './face-describer.js';
import type { LikenessRepository, ScoringWork } from './likeness.repository.js';

export interface LikenessDeps {
  likeness: LikenessRepository;
  storage: FileStorage;
  credits: CreditsService;
  describer: () => FaceDescriber;
  queue: Pick<JobQueue, 'enqueue'>;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  /** Below this similarity an image is a miss (LIKENESS_MISS_THRESHOLD). */
  missThreshold: number;
}

/** The ledger key of an image's likeness refund: one per image, whoever scores it and however often. */
export const likenessRefundKey = (imageId: number) => `likeness-refund:${imageId}`;

/** What a miss gives back: what the image cost (a gen image, or its pack's per-image share); a free replacement, nothing. */
function refundOf(work: ScoringWork): number {
  if (work.slot) return work.slot.isReplacement ? 0 : work.slot.refund;
  return work.generationId !== null ? CREDITS_PER_IMAGE : 0;
}

/**
 * The `image.likeness` job (docs/likeness.md): scores a stored image against its model's reference face
 * in a worker thread, records it, and for a miss refunds the image and claims its pack slot's one free
 * replacement, in one transaction. Idempotent: only a pending image is recorded, and the refund's key is
 * the image's, so concurrent or repeated runs refund once.
 */
export function createLikenessService(deps: LikenessDeps) {
  async function settleMiss(work: ScoringWork, trx: Db): Promise<void> {
    const refund = refundOf(work);
    if (refund > 0) {
      await deps.credits.post({
        accountId: work.accountId, amount: refund, reason: 'refund', idempotencyKey: likenessRefundKey(work.id), reference: `image:${work.id}`,
      }, trx);
    }
    if (work.slot && !work.slot.isReplacement && !work.slot.replacementClaimed && (await deps.likeness.claimReplacement(work.slot.id, work.id, trx))) {
      await deps.queue.enqueue('pack.slot-replace', { slotId: work.slot.id }, { singletonKey: `pack.slot-replace:${work.slot.id}` }, trx);
    }
  }

  return {
    async score(imageId: number): Promise<void> {
      const work = await deps.likeness.scoringWork(imageId);
      if (!work || work.status !== 'pending') return;
      // Made before its model's look-alike check finished (a model is ready only after it, so this is the
      // safety net): that check queues the image's scoring again once the reference is stored.
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
      const miss = likeness < deps.missThreshold;
      await deps.transaction(async (trx) => {
        if ((await deps.likeness.record(imageId, { status: 'scored', likeness, miss }, trx)) && miss) await settleMiss(work, trx);
      });
    },

    /** The admin status: share of misses per engine and per UTC day over the last `days` days. */
    async missShares(days: number, now = new Date()) {
      const since = new Date(now.getTime() - days * 86_400_000);
      const rows = await deps.likeness.missShares(since);
      return rows.map((row) => ({ ...row, missShare: row.scored === 0 ? 0 : Math.round((row.misses / row.scored) * 1000) / 1000 }));
    },
  };
}
export type LikenessService = ReturnType<typeof createLikenessService>;
