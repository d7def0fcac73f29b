import { sql, type Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { GenerationKindValue, GenerationStatusValue, ImageOriginValue, ImagesTable } from '../../infra/db/schema.js';

export type ImageRow = Selectable<ImagesTable>;

export interface NewGeneration {
  accountId: number;
  modelId: number | null;
  prompt: string;
  imageCount: number;
  /** The template image it was made from, if any. */
  templateId?: number | null;
  /** 'generate' unless it edits or filters one image. */
  kind?: GenerationKindValue;
}

export interface NewImage {
  fileId: string;
  accountId: number;
  modelId: number | null;
  generationId: number | null;
  storageKey: string;
  prompt: string;
  /** 'generated' unless said otherwise. */
  origin?: ImageOriginValue;
  /** images.id an edit or filter started from. */
  sourceImageId?: number | null;
  /** 'pending' when a likeness job will score it (images of a person's model); 'unscored' by default. */
  likenessStatus?: 'pending' | 'unscored';
  /** The engine that made it. */
  engine?: string | null;
}

// file_id is a uuid column: anything else can match no row, and must not reach PostgreSQL as a uuid.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isFileId = (value: string) => UUID.test(value);

/** All SQL of generations and generated images. */
export function createImagesRepository(db: Db) {
  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    async insertGeneration(generation: NewGeneration, trx: Db): Promise<number> {
      const row = await trx.insertInto('generations').values({
        account_id: generation.accountId, model_id: generation.modelId, prompt: generation.prompt,
        image_count: generation.imageCount, template_id: generation.templateId ?? null, kind: generation.kind ?? 'generate',
      }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async finishGeneration(id: number, result: { status: GenerationStatusValue; engine: string | null; failedCount: number; error: string | null }): Promise<void> {
      await db.updateTable('generations')
        .set({ status: result.status, engine: result.engine, failed_count: result.failedCount, error: result.error, finished_at: new Date() })
        .where('id', '=', id).execute();
    },

    async insertImages(images: NewImage[], trx: Db = db): Promise<Array<{ id: number; file_id: string }>> {
      if (images.length === 0) return [];
      return trx.insertInto('images').values(images.map((image) => ({
        file_id: image.fileId, account_id: image.accountId, model_id: image.modelId, generation_id: image.generationId,
        storage_key: image.storageKey, prompt: image.prompt, origin: image.origin ?? 'generated', source_image_id: image.sourceImageId ?? null,
        likeness_status: image.likenessStatus ?? 'unscored', engine: image.engine ?? null,
      }))).returning(['id', 'file_id']).execute();
    },

    /** Generations still "running" long after any engine would have given up: their process died. */
    async stale(startedBefore: Date): Promise<Array<{ id: number; account_id: number; image_count: number; made: number }>> {
      return db.selectFrom('generations')
        .select(['generations.id', 'generations.account_id', 'generations.image_count'])
        .select((eb) => eb.selectFrom('images').select(sql<number>`count(*)::integer`.as('n')).whereRef('images.generation_id', '=', 'generations.id').as('made'))
        .where('status', '=', 'running').where('created_at', '<', startedBefore)
        .execute() as Promise<Array<{ id: number; account_id: number; image_count: number; made: number }>>;
    },

    async lastImageTime(): Promise<Date | null> {
      const row = await db.selectFrom('images').select('created_at').orderBy('created_at', 'desc').limit(1).executeTakeFirst();
      return row?.created_at ?? null;
    },

    async countGenerations(): Promise<number> {
      const row = await db.selectFrom('generations').select(sql<number>`count(*)::integer`.as('n')).executeTakeFirstOrThrow();
      return row.n;
    },

    /** The account's image with this file id (deleted or not); undefined for anyone else's. */
    owned: (accountId: number, fileId: string, trx: Db = db) =>
      isFileId(fileId)
        ? trx.selectFrom('images').selectAll().where('file_id', '=', fileId).where('account_id', '=', accountId).executeTakeFirst()
        : Promise.resolve(undefined),

    async ownedMany(accountId: number, fileIds: string[], trx: Db = db): Promise<ImageRow[]> {
      const valid = fileIds.filter(isFileId);
      if (valid.length === 0) return [];
      return trx.selectFrom('images').selectAll().where('account_id', '=', accountId).where('file_id', 'in', valid).execute();
    },

    /** Non-deleted images of the account, newest first (the models list groups them by model). */
    live: (accountId: number, modelId?: number | null) => {
      let query = db.selectFrom('images').selectAll().where('account_id', '=', accountId).where('is_deleted', '=', false);
      if (modelId !== undefined) query = modelId === null ? query.where('model_id', 'is', null) : query.where('model_id', '=', modelId);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    deleted: (accountId: number) =>
      db.selectFrom('images').selectAll().where('account_id', '=', accountId).where('is_deleted', '=', true)
        .orderBy('deleted_at', 'desc').orderBy('id', 'desc').execute(),

    /** Non-deleted images per model (null: flux-base) among the given models, counted inside `trx`. */
    async liveCounts(accountId: number, modelIds: Array<number | null>, trx: Db): Promise<Map<number | null, number>> {
      const rows = await trx.selectFrom('images').select(['model_id', sql<number>`count(*)::integer`.as('n')])
        .where('account_id', '=', accountId).where('is_deleted', '=', false)
        .where((eb) => {
          const ids = modelIds.filter((id): id is number => id !== null);
          const parts = [];
          if (ids.length) parts.push(eb('model_id', 'in', ids));
          if (modelIds.includes(null)) parts.push(eb('model_id', 'is', null));
          return parts.length ? eb.or(parts) : sql<boolean>`false`;
        })
        .groupBy('model_id').execute();
      return new Map(rows.map((row) => [row.model_id, row.n]));
    },

    async setLiked(accountId: number, fileIds: string[], liked: boolean, trx: Db = db): Promise<void> {
      if (fileIds.length === 0) return;
      await trx.updateTable('images').set({ is_liked: liked }).where('account_id', '=', accountId).where('file_id', 'in', fileIds).execute();
    },

    async setDeleted(accountId: number, fileIds: string[], deleted: boolean, trx: Db): Promise<void> {
      if (fileIds.length === 0) return;
      await trx.updateTable('images')
        .set(deleted ? { is_deleted: true, deleted_at: new Date() } : { is_deleted: false, deleted_at: null })
        .where('account_id', '=', accountId).where('file_id', 'in', fileIds).where('is_deleted', '=', !deleted).execute();
    },

    /** Makes a generated image the model's main picture (models.main_image_key points at its file). */
    async setModelMainImage(modelId: number, storageKey: string): Promise<void> {
      await db.updateTable('models').set({ main_image_key: storageKey }).where('id', '=', modelId).execute();
    },

    modelNames: async (modelIds: number[], trx: Db = db): Promise<Map<number, string>> => {
      if (modelIds.length === 0) return new Map();
      const rows = await trx.selectFrom('models').select(['id', 'name']).where('id', 'in', modelIds).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The account flags the image maker needs: is this an admin with mock mode on? */
    async mockModeOn(accountId: number): Promise<boolean> {
      const row = await db.selectFrom('accounts').select(['is_admin', 'mock_mode']).where('id', '=', accountId).executeTakeFirst();
      return Boolean(row?.is_admin && row.mock_mode);
    },
  };
}
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
