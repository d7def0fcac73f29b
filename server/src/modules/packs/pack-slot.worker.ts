import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { ImageMaker } from '../generation/image-engine.js';
import type { GenerationWaiter } from './generation-waiter.js';
import { packDebitKey } from './pack-generation.service.js';
import type { PackGenerationsRepository, SettledSlot, SlotWork } from './pack-generations.repository.js';

export interface PackSlotWorkerDeps {
  generations: PackGenerationsRepository;
  credits: CreditsService;
  imageMaker: () => ImageMaker;
  waiter: GenerationWaiter;
  /** Queues the pack-ready e-mail once the last slot of a generation settles. */
  queue: Pick<JobQueue, 'enqueue'>;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
}

/** Recorded on a slot the sweep settles (never shown to users: they see the pack's partial or failed state). */
export const ABANDONED_SLOT_ERROR = 'no job could make this image';

/**
 * The `pack.slot` job: makes one image of a pack. Idempotent: a settled slot is skipped, so a retry
 * or a job re-run after a crash makes nothing twice; the engine call happens outside any transaction.
 */
export function createPackSlotWorker(deps: PackSlotWorkerDeps) {
  /** Scores the slot's image in the background, once it is the slot's (docs/likeness.md). */
  const scoreLater = (imageId: number) => deps.queue.enqueue('image.likeness', { imageId }, { singletonKey: `image.likeness:${imageId}` });

  async function makeImage(work: { accountId: number; modelId: number; prompt: string }): Promise<{ imageId: number; likenessPending: boolean } | { error: string }> {
    try {
      const made = await deps.imageMaker().make({ accountId: work.accountId, modelId: work.modelId, prompt: work.prompt, count: 1, generationId: null });
      const image = made.images[0];
      return image ? { imageId: image.imageId, likenessPending: image.likenessPending } : { error: made.errors[0] ?? 'the engine returned no image' };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * Settles a queued slot: a made image in one statement, a failed one with its refund in the same
   * transaction. Keys derive from the slot, so a slot is counted and refunded once whoever settles it.
   */
  async function settle(work: SlotWork, outcome: { imageId: number } | { error: string }): Promise<SettledSlot> {
    const result = 'imageId' in outcome
      ? await deps.generations.settleSlot(work.slotId, outcome)
      : await deps.transaction(async (trx) => {
        const settled = await deps.generations.settleSlot(work.slotId, outcome, trx);
        if (settled.settled && work.refundPerFailedImage > 0) {
          const key = `${packDebitKey(work.generationId)}:slot:${work.position}:refund`;
          await deps.credits.post({ accountId: work.accountId, amount: work.refundPerFailedImage, reason: 'refund', idempotencyKey: key, reference: packDebitKey(work.generationId) }, trx);
        }
        return settled;
      });
    if (result.finished) {
      deps.waiter.finished(work.generationId);
      await deps.queue.enqueue('pack.ready-mail', { generationId: work.generationId }, { singletonKey: `pack.ready-mail:${work.generationId}` });
    }
    return result;
  }

  return {
    async run(slotId: number): Promise<void> {
      const work = await deps.generations.slotWork(slotId);
      if (!work || work.status !== 'queued') return;
      const outcome = await makeImage(work);
      const result = await settle(work, outcome);
      // Another run (or the sweep) settled this slot first: its outcome is the pack's, this image is surplus.
      if (!result.settled && 'imageId' in outcome) await deps.generations.discardImage(outcome.imageId);
      if (result.settled && 'imageId' in outcome && outcome.likenessPending) await scoreLater(outcome.imageId);
    },

    /**
     * The `pack.slot-replace` job: the slot's image missed the likeness threshold, so the slot gets one
     * free image in its place (the missed one was refunded). An engine failure throws, so the job retries;
     * if it gives up, the slot keeps its missed image.
     */
    async replace(slotId: number): Promise<void> {
      const work = await deps.generations.replacementWork(slotId);
      if (!work) return;
      const outcome = await makeImage(work);
      if ('error' in outcome) throw new Error(`the replacement image failed: ${outcome.error}`);
      if (!(await deps.generations.swapToReplacement(slotId, work.missedImageId, outcome.imageId))) {
        await deps.generations.discardImage(outcome.imageId);
        return;
      }
      if (outcome.likenessPending) await scoreLater(outcome.imageId);
    },

    /**
     * For the periodic sweep: fails and refunds the slots no job will make any more (their job gave up,
     * or past `stuckBefore` none can still run), so their generation ends partial or failed rather
     * than running for ever. Answers how many slots it settled.
     */
    async sweep(stuckBefore: Date): Promise<number> {
      let settled = 0;
      for (const work of await deps.generations.abandonedSlots(stuckBefore)) {
        if ((await settle(work, { error: ABANDONED_SLOT_ERROR })).settled) settled += 1;
      }
      return settled;
    },
  };
}
export type PackSlotWorker = ReturnType<typeof createPackSlotWorker>;
