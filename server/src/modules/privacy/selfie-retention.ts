import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { PrivacyRepository } from './privacy.repository.js';

const BATCH = 100;

/**
 * Training photos are deleted SELFIE_RETENTION_DAYS after a training ends (docs/privacy.md#selfie-retention);
 * the model keeps working, since its weights are trained. Files go first, then the rows: a crash in
 * between leaves the rows, and the next sweep deletes the (already missing) files again.
 */
export function createSelfieRetention(deps: { repository: PrivacyRepository; storage: FileStorage; retentionDays: number }) {
  return {
    async sweep(now = new Date()): Promise<number> {
      const endedBefore = new Date(now.getTime() - deps.retentionDays * 86_400_000);
      let cleared = 0;
      for (;;) {
        const ids = await deps.repository.modelsPastRetention(endedBefore, BATCH);
        for (const modelId of ids) {
          for (const key of await deps.repository.trainingPhotoKeys(modelId)) await deps.storage.delete(key);
          await deps.repository.markPhotosDeleted(modelId);
        }
        cleared += ids.length;
        if (ids.length < BATCH) return cleared;
      }
    },
  };
}
export type SelfieRetention = ReturnType<typeof createSelfieRetention>;
