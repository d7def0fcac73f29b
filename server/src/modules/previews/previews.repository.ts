import { sql, type Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { PreviewFileKind, PreviewFilesTable, PreviewsTable, PreviewStatusValue } from '../../infra/db/schema.js';
import type { PersonaValue } from '../../kernel/persona.js';

export type PreviewRow = Selectable<PreviewsTable>;

export type PreviewFileRow = Pick<Selectable<PreviewFilesTable>, 'kind' | 'position' | 'file_id' | 'storage_key' | 'width' | 'height'>;

export interface NewPreviewFile {
  kind: PreviewFileKind;
  position: number;
  fileId: string;
  storageKey: string;
  width: number;
  height: number;
}

/** One UTC day of previews for the admin's system status. */
export interface PreviewDayRow {
  day: string;
  made: number;
  failed: number;
  images: number;
  paidAfter: number;
}

const fileRow = (previewId: number, file: NewPreviewFile) => ({
  preview_id: previewId, kind: file.kind, position: file.position, file_id: file.fileId, storage_key: file.storageKey, width: file.width, height: file.height,
});

/** The free preview's SQL (tables previews, preview_files, preview_budget_days: migration 0028). */
export function createPreviewsRepository(db: Db) {
  const previews = (trx: Db = db) => trx.selectFrom('previews').selectAll();
  return {
    byAccount: (accountId: number, trx: Db = db): Promise<PreviewRow | undefined> =>
      previews(trx).where('account_id', '=', accountId).executeTakeFirst(),
    byPublicId: (publicId: string): Promise<PreviewRow | undefined> => previews().where('public_id', '=', publicId).executeTakeFirst(),
    byId: (id: number): Promise<PreviewRow | undefined> => previews().where('id', '=', id).executeTakeFirst(),

    /** The preview's selfies and photos still stored, each kind in order. */
    files: (previewId: number): Promise<PreviewFileRow[]> =>
      db.selectFrom('preview_files').select(['kind', 'position', 'file_id', 'storage_key', 'width', 'height'])
        .where('preview_id', '=', previewId).orderBy('kind').orderBy('position').execute(),

    /** Previews started on `day` ('YYYY-MM-DD', UTC) so far. */
    async budgetUsed(day: string): Promise<number> {
      const row = await db.selectFrom('preview_budget_days').select('used').where('day', '=', day).executeTakeFirst();
      return row?.used ?? 0;
    },

    /**
     * Records the account's preview, or nothing when it has one: the unique account makes a concurrent
     * second insert wait for the first's commit, then do nothing. The new row's id, or undefined.
     */
    async insert(preview: { publicId: string; accountId: number; persona: PersonaValue; createdAt: Date }, trx: Db): Promise<number | undefined> {
      const row = await trx.insertInto('previews')
        .values({ public_id: preview.publicId, account_id: preview.accountId, persona: preview.persona, created_at: preview.createdAt })
        .onConflict((oc) => oc.column('account_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /**
     * Takes one preview of `day`'s budget: an atomic increment that only happens below `limit` (the row
     * lock orders concurrent takers; each sees the count the one before left). False when it is spent.
     */
    async takeBudget(day: string, limit: number, trx: Db): Promise<boolean> {
      if (limit <= 0) return false;
      const row = await trx.insertInto('preview_budget_days').values({ day, used: 1 })
        .onConflict((oc) => oc.column('day').doUpdateSet({ used: sql<number>`preview_budget_days.used + 1` }).where('preview_budget_days.used', '<', limit))
        .returning('used')
        .executeTakeFirst();
      return row !== undefined;
    },

    async insertFiles(previewId: number, files: NewPreviewFile[], trx: Db): Promise<void> {
      if (files.length === 0) return;
      await trx.insertInto('preview_files').values(files.map((file) => fileRow(previewId, file))).execute();
    },

    /**
     * Locks the preview while a photo is recorded; false when it takes no more photos (finished, or its
     * files were deleted meanwhile). The retention sweep takes the same lock before it deletes.
     */
    async lockTakingPhotos(previewId: number, trx: Db): Promise<boolean> {
      const row = await trx.selectFrom('previews').select('id').where('id', '=', previewId)
        .where('status', '=', 'processing').where('files_deleted_at', 'is', null).forUpdate().executeTakeFirst();
      return row !== undefined;
    },

    /** Records a photo once per position: false when a retried job recorded that style already. */
    async insertFileOnce(previewId: number, file: NewPreviewFile, trx: Db): Promise<boolean> {
      const row = await trx.insertInto('preview_files').values(fileRow(previewId, file))
        .onConflict((oc) => oc.columns(['preview_id', 'kind', 'position']).doNothing())
        .returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** Photos the preview has stored. */
    async imageCount(previewId: number): Promise<number> {
      const row = await db.selectFrom('preview_files').select((eb) => eb.fn.countAll<number>().as('count'))
        .where('preview_id', '=', previewId).where('kind', '=', 'image').executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Ends a preview still processing, once: succeeded with the photos it has, or failed without any. */
    async finish(previewId: number, outcome: { status: Exclude<PreviewStatusValue, 'processing'>; images: number; engine: string | null; at: Date }): Promise<boolean> {
      const row = await db.updateTable('previews')
        .set({ status: outcome.status, images_made: outcome.images, engine: outcome.engine, finished_at: outcome.at })
        .where('id', '=', previewId).where('status', '=', 'processing')
        .returning('id').executeTakeFirst();
      return row !== undefined;
    },

    /** Previews still processing that were started before `before` (their job died or gave up). */
    async processingSince(before: Date, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('previews').select('id').where('status', '=', 'processing')
        .where('created_at', '<', before).orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },

    /** Previews started before `before` whose files are still kept. */
    async keptSince(before: Date, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('previews').select('id').where('files_deleted_at', 'is', null)
        .where('created_at', '<', before).orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },

    /** The account's preview whose files are still kept, if any. */
    async keptOf(accountId: number): Promise<number | undefined> {
      const row = await db.selectFrom('previews').select('id').where('account_id', '=', accountId)
        .where('files_deleted_at', 'is', null).executeTakeFirst();
      return row?.id;
    },

    /** Locks a preview whose files are kept and lists them; undefined when they are gone already. */
    async lockKeptFiles(previewId: number, trx: Db): Promise<string[] | undefined> {
      const row = await trx.selectFrom('previews').select('id').where('id', '=', previewId)
        .where('files_deleted_at', 'is', null).forUpdate().executeTakeFirst();
      if (!row) return undefined;
      const files = await trx.selectFrom('preview_files').select('storage_key').where('preview_id', '=', previewId).execute();
      return files.map((file) => file.storage_key);
    },

    /** The files are gone: their rows go, the preview row stays (the account's one preview, used). */
    async markFilesDeleted(previewId: number, at: Date, trx: Db): Promise<void> {
      await trx.deleteFrom('preview_files').where('preview_id', '=', previewId).execute();
      await trx.updateTable('previews').set({ files_deleted_at: at }).where('id', '=', previewId).execute();
    },

    /**
     * Previews per UTC day since `since`, newest first: ended with photos, ended without, the photos made
     * (what the provider bills), and the accounts that paid for something after their preview started.
     */
    async perDay(since: Date): Promise<PreviewDayRow[]> {
      const day = sql<string>`to_char(previews.created_at at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db.selectFrom('previews')
        .select([
          day.as('day'),
          sql<number>`count(*) filter (where previews.status = 'succeeded')`.as('made'),
          sql<number>`count(*) filter (where previews.status = 'failed')`.as('failed'),
          sql<number>`coalesce(sum(previews.images_made), 0)`.as('images'),
          sql<number>`count(*) filter (where exists (
            select 1 from payments where payments.account_id = previews.account_id
              and payments.status = 'fulfilled' and payments.fulfilled_at >= previews.created_at))`.as('paidAfter'),
        ])
        .where('previews.created_at', '>=', since)
        .groupBy(day)
        .orderBy(day, 'desc')
        .execute();
      return rows.map((row) => ({ day: row.day, made: Number(row.made), failed: Number(row.failed), images: Number(row.images), paidAfter: Number(row.paidAfter) }));
    },
  };
}
export type PreviewsRepository = ReturnType<typeof createPreviewsRepository>;
