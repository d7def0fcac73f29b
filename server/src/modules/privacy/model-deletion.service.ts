import { DELETE_MODEL_NOT_FOUND_MESSAGE } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../../infra/db/database.js';
import type { Transaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { TrainingEngine } from '../training/index.js';
import type { PrivacyRepository } from './privacy.repository.js';

export interface ModelDeletionDeps {
  repository: PrivacyRepository;
  storage: FileStorage;
  queue: JobQueue;
  transaction: Transaction;
  /** The training engine in use now; a model trained on another engine waits (and retries) until it is configured again. */
  engine: TrainingEngine;
}

const IN_TRAINING = new Set(['starting', 'processing']);

/**
 * Deleting a model (docs/privacy.md#deleting-a-model). The request removes the model row at once, in one
 * transaction with a model_deletions row naming what is left outside the database (the training at the
 * provider, its weights, the files) and the `model.delete` job that removes it. The job is idempotent and
 * retried until the provider confirms; a crash midway leaves the row, and the next run finishes it.
 */
export function createModelDeletionService(deps: ModelDeletionDeps) {
  /** Inside the caller's transaction: snapshots what must go, deletes the rows, queues the job. */
  async function deleteInTransaction(accountId: number, publicId: string, deleteImages: boolean, trx: Db): Promise<boolean> {
    const model = await deps.repository.lockOwnedModel(accountId, publicId, trx);
    if (!model) return false;
    const keys = await deps.repository.trainingPhotoKeys(model.id, trx);
    // Photos deleted: their pack albums and share pages go too. Photos kept: albums and shares stay whole.
    if (deleteImages) {
      keys.push(...await deps.repository.imageKeysOfModel(model.id, trx));
      await deps.repository.deleteImagesOfModel(model.id, trx);
    } else {
      await deps.repository.detachFromModel(model.id, trx);
    }
    // A main image chosen from the gallery is that image's file: it stays while the image does.
    if (model.main_image_key && !(await deps.repository.imageUsesKey(model.main_image_key, trx))) keys.push(model.main_image_key);
    const deletionId = await deps.repository.insertModelDeletion({
      accountId, modelPublicId: model.public_id, engine: model.engine, externalId: model.external_id,
      inTraining: IN_TRAINING.has(model.status), trainedVersion: model.trained_version, weightsUrl: model.weights_url,
      storageKeys: [...new Set(keys)],
    }, trx);
    await deps.repository.deleteModel(model.id, trx);
    await deps.queue.enqueue('model.delete', { deletionId }, { singletonKey: `model.delete:${deletionId}`, maxAttempts: 25 }, trx);
    return true;
  }

  return {
    deleteInTransaction,

    /** replicate-service/delete-model: the owner's model goes; no credits come back for it. */
    async request(accountId: number, publicId: string, deleteImages: boolean): Promise<void> {
      const deleted = await deps.transaction((trx) => deleteInTransaction(accountId, publicId, deleteImages, trx));
      if (!deleted) throw AppError.notFound(DELETE_MODEL_NOT_FOUND_MESSAGE);
      deps.queue.wake();
    },

    /** The `model.delete` job: provider first (cancel, then weights), then files, then the bookkeeping row. */
    async run(deletionId: number): Promise<void> {
      const deletion = await deps.repository.modelDeletion(deletionId);
      if (!deletion) return; // finished by an earlier run
      const needsProvider = (deletion.in_training && deletion.external_id !== null) || deletion.trained_version !== null || deletion.weights_url !== null;
      if (needsProvider) {
        const { engine } = deps;
        if (engine.name !== deletion.engine) {
          throw new Error(`model ${deletion.model_public_id} was trained on ${deletion.engine}, but this server runs ${engine.name}`);
        }
        if (deletion.in_training && deletion.external_id) {
          await engine.cancel(deletion.external_id);
          await deps.repository.markCancelled(deletion.id);
        }
        await engine.deleteWeights({ version: deletion.trained_version, weightsUrl: deletion.weights_url });
      }
      for (const key of deletion.storage_keys) await deps.storage.delete(key);
      await deps.repository.finishModelDeletion(deletion.id);
    },

    /** Deletions whose job gave up (a provider down for a long time) get a fresh job; the sweep calls this. */
    async retryStalled(now = new Date()): Promise<number> {
      const ids = await deps.repository.pendingModelDeletions(new Date(now.getTime() - 3_600_000));
      const hour = Math.floor(now.getTime() / 3_600_000);
      for (const deletionId of ids) {
        await deps.queue.enqueue('model.delete', { deletionId }, { singletonKey: `model.delete:${deletionId}:${hour}`, maxAttempts: 25 });
      }
      return ids.length;
    },
  };
}
export type ModelDeletionService = ReturnType<typeof createModelDeletionService>;
