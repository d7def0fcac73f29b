import type { Transaction } from '../../infra/db/transaction.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { PreviewAddresses } from './preview-addresses.js';
import type { PreviewsRepository } from './previews.repository.js';

const BATCH = 100;

export interface PreviewRetentionDeps {
  repository: PreviewsRepository;
  storage: FileStorage;
  transaction: Transaction;
  /** PREVIEW_RETENTION_HOURS: a preview's selfies and photos are deleted this long after it started. */
  retentionHours: number;
  /** A preview still processing this long after it started lost its job (the engine's deadline passed long ago). */
  staleAfterMs: number;
  /** Ends a preview with the photos it has (the worker's rule). */
  settle: (previewId: number, engine: string | null) => Promise<void>;
  /** Deleted accounts' addresses are forgotten after PREVIEW_REUSE_DAYS by the same sweep. */
  addresses: Pick<PreviewAddresses, 'sweep'>;
  now: () => Date;
}

/**
 * The preview's privacy (docs/privacy.md#free-previews): its selfies and photos are deleted
 * PREVIEW_RETENTION_HOURS after it started, by the worker's periodic sweep, and at once when the account
 * is deleted; the preview row stays, as the record that the account had its one preview. The files go
 * first, then their rows, under the preview's lock, so a photo arriving meanwhile is never recorded.
 */
export function createPreviewRetention(deps: PreviewRetentionDeps) {
  async function deleteFiles(previewId: number): Promise<boolean> {
    return deps.transaction(async (trx) => {
      const keys = await deps.repository.lockKeptFiles(previewId, trx);
      if (!keys) return false;
      for (const key of keys) await deps.storage.delete(key);
      await deps.repository.markFilesDeleted(previewId, deps.now(), trx);
      return true;
    });
  }

  return {
    /**
     * The sweep: previews whose job was lost are ended; files past their retention are deleted; addresses
     * of accounts deleted more than PREVIEW_REUSE_DAYS ago are forgotten.
     */
    async sweep(): Promise<{ settled: number; deleted: number; forgotten: number }> {
      const at = deps.now().getTime();
      let settled = 0;
      for (;;) {
        const ids = await deps.repository.processingSince(new Date(at - deps.staleAfterMs), BATCH);
        for (const id of ids) await deps.settle(id, null);
        settled += ids.length;
        if (ids.length < BATCH) break;
      }
      let deleted = 0;
      for (;;) {
        const ids = await deps.repository.keptSince(new Date(at - deps.retentionHours * 3_600_000), BATCH);
        for (const id of ids) if (await deleteFiles(id)) deleted += 1;
        if (ids.length < BATCH) break;
      }
      const { forgotten } = await deps.addresses.sweep();
      return { settled, deleted, forgotten };
    },

    /** A deleted account's preview files, at once (the account deletion job); nothing when none are kept. */
    async purgeAccount(accountId: number): Promise<void> {
      const id = await deps.repository.keptOf(accountId);
      if (id !== undefined) await deleteFiles(id);
    },
  };
}
export type PreviewRetention = ReturnType<typeof createPreviewRetention>;
