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

/** The free preview's SQL (tables previews, preview_files, preview_budget_days: migration 0028; preview_used_addresses: 0040). */
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
     * Records the account's preview, or nothing when the account has one or its address's person has one
     * under another account: both are unique, so a concurrent second insert waits for the first's commit,
     * then does nothing. The new row's id, or undefined.
     */
    async insert(
      preview: { publicId: string; accountId: number; persona: PersonaValue; addressHash: string; createdAt: Date }, trx: Db,
    ): Promise<number | undefined> {
      const row = await trx.insertInto('previews')
        .values({
          public_id: preview.publicId, account_id: preview.accountId, persona: preview.persona, address_hash: preview.addressHash,
          created_at: preview.createdAt,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Whether another account's preview carries this address hash (its person had the preview). */
    async addressTakenByOther(addressHash: string, accountId: number, trx: Db = db): Promise<boolean> {
      const row = await trx.selectFrom('previews').select('id').where('address_hash', '=', addressHash)
        .where('account_id', '<>', accountId).executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a deleted account with this address hash had a preview, and was deleted after `since`. */
    async addressRemembered(addressHash: string, since: Date, trx: Db = db): Promise<boolean> {
      const row = await trx.selectFrom('preview_used_addresses').select('address_hash').where('address_hash', '=', addressHash)
        .where('account_deleted_at', '>', since).executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The account is being deleted: its preview (if any) gives up its address hash, and the hash is
     * remembered with when the preview was made and when the account went. Nothing without a preview.
     */
    async rememberDeletedAddress(accountId: number, addressHash: string, at: Date, trx: Db): Promise<void> {
      const preview = await trx.updateTable('previews').set({ address_hash: null }).where('account_id', '=', accountId)
        .returning('created_at').executeTakeFirst();
      if (!preview) return;
      await trx.insertInto('preview_used_addresses')
        .values({ address_hash: addressHash, used_at: preview.created_at, account_deleted_at: at })
        .onConflict((oc) => oc.column('address_hash').doUpdateSet({ used_at: preview.created_at, account_deleted_at: at }))
        .execute();
    },

    /** Forgets the addresses of accounts deleted before `before`; how many. */
    async forgetAddressesDeletedBefore(before: Date): Promise<number> {
      const rows = await db.deleteFrom('preview_used_addresses').where('account_deleted_at', '<=', before).returning('address_hash').execute();
      return rows.length;
    },

    /**
     * Previews made before addresses were hashed (migration 0040) whose account lives, after id `after`:
     * with the account's address, to hash.
     */
    unhashedOfLiveAccounts: (after: number, limit: number): Promise<{ id: number; email: string }[]> =>
      db.selectFrom('previews').innerJoin('accounts', 'accounts.id', 'previews.account_id')
        .select(['previews.id', 'accounts.email'])
        .where('previews.address_hash', 'is', null).where('accounts.deleted_at', 'is', null).where('previews.id', '>', after)
        .orderBy('previews.id').limit(limit).execute(),

    /** Gives an earlier preview its address hash, unless another preview holds it; whether it did. */
    async setAddressHash(previewId: number, addressHash: string): Promise<boolean> {
      const row = await db.updateTable('previews').set({ address_hash: addressHash })
        .where('id', '=', previewId).where('address_hash', 'is', null)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('previews as other').select('other.id').where('other.address_hash', '=', addressHash))))
        .returning('id').executeTakeFirst();
      return row !== undefined;
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
