import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import { refundMemo, type ImageMaker, type PaidImages } from '../generation/index.js';
import type { GenerationWaiter } from './generation-waiter.js';
import { packDebitKey } from './pack-generation.service.js';
import type { PackGenerationsRepository, SettledSlot, SlotWork } from './pack-generations.repository.js';

export interface PackSlotWorkerDeps {
  generations: PackGenerationsRepository;
  paidImages: PaidImages;
  imageMaker: ImageMaker;
  waiter: GenerationWaiter;
  /** Queues the pack-ready e-mail once the last slot of a generation settles. */
  queue: Pick<JobQueue, 'enqueue'>;
}

/** Recorded on a slot the sweep settles (never shown to users: they see the pack's partial or failed state). */
export const ABANDONED_SLOT_ERROR = 'no job could make this image';
/** Recorded on a slot whose model was deleted before it was made (its share of the credits comes back). */
export const MODEL_DELETED_SLOT_ERROR = 'the model was deleted before this image was made';

/**
 * The `pack.slot` job: makes one image of a pack. Idempotent: a settled slot is skipped, so a retry
 * or a job re-run after a crash makes nothing twice; the engine call happens outside any transaction.
 */
export function createPackSlotWorker(deps: PackSlotWorkerDeps) {
  /** Scores the slot's image in the background, once it is the slot's (docs/likeness.md). */
  const scoreLater = (imageId: number) => deps.queue.enqueue('image.likeness', { imageId }, { singletonKey: `image.likeness:${imageId}` });

  /** The slot was settled by another run (or the sweep) while this one made its image. */
  class SlotTaken extends Error {}

  type Outcome = { imageId: number; likenessPending: boolean } | { error: string } | { surplus: true };

  /**
   * Makes one image. For a queued slot the image row and the slot's settlement commit in one
   * transaction: a worker killed in between leaves neither, so the job's re-run makes the slot's image
   * once instead of leaving a stray second one in the gallery.
   */
  async function makeImage(work: { accountId: number; modelId: number; prompt: string }, slot?: SlotWork): Promise<Outcome> {
    let settledHere: SettledSlot | undefined;
    const record = slot === undefined ? undefined : async (rows: Array<{ id: number }>, trx: Db) => {
      const image = rows[0];
      if (!image) return;
      settledHere = await deps.generations.settleSlot(slot.slotId, { imageId: image.id }, trx);
      if (!settledHere.settled) throw new SlotTaken();
    };
    try {
      const made = await deps.imageMaker.make({ accountId: work.accountId, modelId: work.modelId, prompt: work.prompt, count: 1, generationId: null, record });
      const image = made.images[0];
      if (image && slot && settledHere) await afterSettled(slot, settledHere);
      return image ? { imageId: image.imageId, likenessPending: image.likenessPending } : { error: made.errors[0] ?? 'the engine returned no image' };
    } catch (error) {
      if (error instanceof SlotTaken) return { surplus: true };
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** The last slot of a generation settled: wake the waiting request and queue the ready e-mail (once). */
  async function afterSettled(work: SlotWork, result: SettledSlot): Promise<void> {
    if (!result.finished) return;
    deps.waiter.finished(work.generationId);
    await deps.queue.enqueue('pack.ready-mail', { generationId: work.generationId }, { singletonKey: `pack.ready-mail:${work.generationId}` });
  }

  /** Settles a slot as failed, with its refund in the same transaction; keys derive from the slot, so once. */
  async function settleFailed(work: SlotWork, error: string): Promise<SettledSlot> {
    let result: SettledSlot = { settled: false, finished: null };
    await deps.paidImages.refund({
      accountId: work.accountId, perImage: work.refundPerFailedImage, reference: packDebitKey(work.generationId), memo: refundMemo('photo pack'),
      keys: [`${packDebitKey(work.generationId)}:slot:${work.position}:refund`],
      settle: async (trx) => (result = await deps.generations.settleSlot(work.slotId, { error }, trx)).settled,
    });
    await afterSettled(work, result);
    return result;
  }

  return {
    async run(slotId: number): Promise<void> {
      const work = await deps.generations.slotWork(slotId);
      if (!work || work.status !== 'queued') return;
      // Never fall back to the base model: an album is made with the person's own model or not at all.
      if (work.modelId === null) {
        await settleFailed(work, MODEL_DELETED_SLOT_ERROR);
        return;
      }
      const outcome = await makeImage({ ...work, modelId: work.modelId }, work);
      if ('error' in outcome) await settleFailed(work, outcome.error);
      else if ('imageId' in outcome && outcome.likenessPending) await scoreLater(outcome.imageId);
      // { surplus }: another run settled the slot first; this run's image was rolled back with its file.
    },

    /**
     * The `pack.slot-replace` job: the slot's image missed the likeness threshold, so the slot gets one
     * free image in its place (the missed one was refunded). An engine failure throws, so the job retries;
     * if it gives up, the slot keeps its missed image.
     */
    async replace(slotId: number): Promise<void> {
      const work = await deps.generations.replacementWork(slotId);
      // The model is gone: no replacement can be made with it, so the slot keeps its missed image.
      if (!work || work.modelId === null) return;
      const outcome = await makeImage({ ...work, modelId: work.modelId });
      if ('error' in outcome) throw new Error(`the replacement image failed: ${outcome.error}`);
      if (!('imageId' in outcome)) return;
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
        if ((await settleFailed(work, ABANDONED_SLOT_ERROR)).settled) settled += 1;
      }
      return settled;
    },
  };
}
export type PackSlotWorker = ReturnType<typeof createPackSlotWorker>;
