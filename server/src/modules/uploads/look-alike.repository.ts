import type { Db } from '../../infra/db/database.js';

/** The SQL of the background look-alike check: a model's training photos in, its reference and outliers out. */
export function createLookAlikeRepository(db: Db) {
  return {
    /** The model's stored training photos in upload order, or undefined when the model is gone. */
    async photosToCheck(modelId: number): Promise<{ checked: boolean; photos: { position: number; storageKey: string }[] } | undefined> {
      const model = await db.selectFrom('models').select('look_alike_outliers').where('id', '=', modelId).executeTakeFirst();
      if (!model) return undefined;
      const photos = await db.selectFrom('training_photos').select(['position', 'storage_key']).where('model_id', '=', modelId).orderBy('position').execute();
      return { checked: model.look_alike_outliers !== null, photos: photos.map((photo) => ({ position: photo.position, storageKey: photo.storage_key })) };
    },

    /** Records the check once; false when another run recorded it first. */
    async record(modelId: number, result: { reference: number[] | null; outliers: number[] }, trx: Db): Promise<boolean> {
      const row = await trx.updateTable('models').set({ face_reference: result.reference, look_alike_outliers: result.outliers })
        .where('id', '=', modelId).where('look_alike_outliers', 'is', null).returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** The model's images made before its check finished, still waiting for their likeness score. */
    async imagesAwaitingScore(modelId: number, trx: Db): Promise<number[]> {
      const rows = await trx.selectFrom('images').select('id').where('model_id', '=', modelId).where('likeness_status', '=', 'pending').execute();
      return rows.map((row) => row.id);
    },
  };
}
export type LookAlikeRepository = ReturnType<typeof createLookAlikeRepository>;
