import type { Db } from '../../infra/db/database.js';
import type { CreditsService } from '../credits/credits.service.js';
import type { ImageMaker } from '../generation/image-engine.js';
import type { GenerationWaiter } from './generation-waiter.js';
import { packDebitKey } from './pack-generation.service.js';
import type { PackGenerationsRepository } from './pack-generations.repository.js';

export interface PackSlotWorkerDeps {
  generations: PackGenerationsRepository;
  credits: CreditsService;
  imageMaker: () => ImageMaker;
  waiter: GenerationWaiter;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
}

/**
 * The `pack.slot` job: makes one image of a pack. Idempotent: a settled slot is skipped, so a retry
 * or a job re-run after a crash makes nothing twice; the engine call happens outside any transaction.
 */
export function createPackSlotWorker(deps: PackSlotWorkerDeps) {
  async function makeImage(work: { accountId: number; modelId: number; prompt: string }): Promise<{ imageId: number } | { error: string }> {
    try {
      const made = await deps.imageMaker().make({ accountId: work.accountId, modelId: work.modelId, prompt: work.prompt, count: 1, generationId: null });
      const image = made.images[0];
      return image ? { imageId: image.imageId } : { error: made.errors[0] ?? 'the engine returned no image' };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    async run(slotId: number): Promise<void> {
      const work = await deps.generations.slotWork(slotId);
      if (!work || work.status !== 'queued') return;
      const outcome = await makeImage(work);
      // A made image settles in one statement; a failed one also refunds, in the same transaction.
      const result = 'imageId' in outcome
        ? await deps.generations.settleSlot(slotId, outcome)
        : await deps.transaction(async (trx) => {
          const settled = await deps.generations.settleSlot(slotId, outcome, trx);
          if (settled.settled && work.refundPerFailedImage > 0) {
            const key = `${packDebitKey(work.generationId)}:slot:${work.position}:refund`;
            await deps.credits.post({ accountId: work.accountId, amount: work.refundPerFailedImage, reason: 'refund', idempotencyKey: key, reference: packDebitKey(work.generationId) }, trx);
          }
          return settled;
        });
      // Another run settled this slot first: its image is the pack's, this one is surplus.
      if (!result.settled && 'imageId' in outcome) await deps.generations.discardImage(outcome.imageId);
      if (result.finished) deps.waiter.finished(work.generationId);
    },
  };
}
export type PackSlotWorker = ReturnType<typeof createPackSlotWorker>;
