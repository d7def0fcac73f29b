import type { ConfirmTrainingReply } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { CreditsService } from '../credits/index.js';
import type { ModelsRepository } from '../models/index.js';
import { MODEL_NOT_FOUND_MESSAGE } from '../models/index.js';
import type { RulesGate } from '../models/index.js';

export interface TrainingConfirmationDeps {
  models: ModelsRepository;
  credits: CreditsService;
  storage: FileStorage;
  queue: Pick<JobQueue, 'enqueue'>;
  rulesGate: RulesGate;
  transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T>;
  /** How long an upload waits for "These are all me" before it and its photos are deleted. */
  waitHours: number;
  /** The clock that says when a waiting upload has expired (tests move it). */
  now?: () => Date;
}

const EXPIRY_BATCH = 100;

/**
 * The start of a training, and the uploads that wait for one (docs/likeness.md#one-person-per-model):
 * an upload whose photos do not all show one person is stored unpaid until the user confirms ("These
 * are all me"), uploads other photos (which replace it), or lets a day pass (it expires).
 */
export function createTrainingConfirmation(deps: TrainingConfirmationDeps) {
  const now = deps.now ?? (() => new Date());
  const waitMs = deps.waitHours * 3_600_000;
  /** Past its wait: the confirmation refuses it and the sweep deletes it. */
  const pastWait = (createdAt: Date, at: Date) => at.getTime() - createdAt.getTime() > waitMs;

  /** Inside the caller's transaction: the training's charge (once per model) and its start job. */
  async function startTraining(accountId: number, model: { id: number; public_id: string; name: string }, trx: Db): Promise<void> {
    // An included training (a starter pack's) first, otherwise the credits: the credits module decides.
    await deps.credits.chargeTraining({ accountId, id: model.id, publicId: model.public_id, name: model.name }, trx);
    // Starting another training dismisses the train page's notice about the last one.
    await deps.models.dismissCompletionNotices(accountId, trx);
    await deps.queue.enqueue('training.start', { modelId: model.id }, { singletonKey: `training.start:${model.id}` }, trx);
  }

  /** Deletes a waiting upload with its photos; false when it is not waiting (confirmed, or gone). */
  async function discard(accountId: number, modelId: number): Promise<boolean> {
    return deps.transaction(async (trx) => {
      // The account first, as every transaction that changes an account's models locks it (the one lock order).
      await deps.credits.lockAccount(accountId, trx);
      // The row stays locked while its files go, so a confirmation meanwhile waits and then finds nothing.
      const keys = await deps.models.lockAwaitingFiles(modelId, trx);
      if (!keys) return false;
      for (const key of keys) await deps.storage.delete(key);
      await deps.models.deleteAwaiting(modelId, trx);
      return true;
    });
  }

  return {
    startTraining,
    discard,

    /** upload-service/confirm-training: once per upload however often it is sent; the owner's only. */
    async confirm(accountId: number, publicId: string): Promise<ConfirmTrainingReply> {
      await deps.rulesGate(accountId);
      await deps.transaction(async (trx) => {
        // The ledger's lock first, as every debit takes it: one lock order, no deadlock with a gen call.
        await deps.credits.lockAccount(accountId, trx);
        const model = await deps.models.lockOwned(accountId, publicId, trx);
        if (!model) throw AppError.notFound(MODEL_NOT_FOUND_MESSAGE);
        if (model.status !== 'awaiting-confirmation') return; // confirmed (or never needed to be): it trains already
        // Expired is gone, whether or not the sweep (every few minutes) has deleted it yet: nothing is spent.
        if (pastWait(model.created_at, now())) throw AppError.notFound(MODEL_NOT_FOUND_MESSAGE);
        await startTraining(accountId, model, trx);
        await deps.models.confirmIdentity(model.id, trx);
      });
      return { status: 'success', modelId: publicId };
    },

    /** The sweep: uploads that waited longer than `waitHours` go, with their photos. */
    async expire(at = now()): Promise<number> {
      const before = new Date(at.getTime() - waitMs);
      let expired = 0;
      for (;;) {
        const waiting = await deps.models.awaitingSince(before, EXPIRY_BATCH);
        for (const { id, accountId } of waiting) if (await discard(accountId, id)) expired += 1;
        if (waiting.length < EXPIRY_BATCH) return expired;
      }
    },
  };
}
export type TrainingConfirmation = ReturnType<typeof createTrainingConfirmation>;
