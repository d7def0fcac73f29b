import type { Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { ShowcaseFilesTable, ShowcaseItemsTable, ShowcaseKindValue, ShowcaseSideValue } from '../../infra/db/schema.js';

export type ShowcaseItemRow = Selectable<ShowcaseItemsTable>;
export type ShowcaseFileRow = Selectable<ShowcaseFilesTable>;

export interface NewShowcaseItem {
  kind: ShowcaseKindValue;
  caption: string;
  subjectName: string;
  subjectEmail: string;
  consentedAt: Date;
  consentText: string;
  createdBy: number;
}

export interface NewShowcaseFile {
  side: ShowcaseSideValue;
  ordinal: number;
  fileId: string;
  storageKey: string;
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** The showcase's SQL (tables showcase_items, showcase_files: migration 0029). */
export function createShowcaseRepository(db: Db) {
  return {
    /** Records an item with its files, last in the order, in one transaction. */
    async insert(item: NewShowcaseItem, files: NewShowcaseFile[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('showcase_items').select((eb) => eb.fn.max('position').as('max')).executeTakeFirst();
        const { id } = await trx.insertInto('showcase_items').values({
          kind: item.kind, caption: item.caption, position: Number(last?.max ?? 0) + 1,
          subject_name: item.subjectName, subject_email: item.subjectEmail, consented_at: item.consentedAt, consent_text: item.consentText,
          created_by: item.createdBy,
        }).returning('id').executeTakeFirstOrThrow();
        await trx.insertInto('showcase_files').values(files.map((file) => ({
          item_id: id, side: file.side, ordinal: file.ordinal, file_id: file.fileId, storage_key: file.storageKey, content_type: file.contentType,
          width: file.width, height: file.height,
        }))).execute();
        return id;
      });
    },

    /** Every item, active first in the admin's order, then the retired ones, newest first. */
    items: (): Promise<ShowcaseItemRow[]> =>
      db.selectFrom('showcase_items').selectAll()
        .orderBy((eb) => eb.case().when('status', '=', 'active').then(0).else(1).end())
        .orderBy('position').orderBy('id', 'desc').execute(),

    activeItems: (): Promise<ShowcaseItemRow[]> =>
      db.selectFrom('showcase_items').selectAll().where('status', '=', 'active').orderBy('position').orderBy('id').execute(),

    item: (id: number): Promise<ShowcaseItemRow | undefined> => db.selectFrom('showcase_items').selectAll().where('id', '=', id).executeTakeFirst(),

    filesOf: (itemIds: number[]): Promise<ShowcaseFileRow[]> =>
      itemIds.length === 0 ? Promise.resolve([]) : db.selectFrom('showcase_files').selectAll().where('item_id', 'in', itemIds).execute(),

    /** A file anyone may fetch: one of an active item's. */
    async activeFile(fileId: string): Promise<ShowcaseFileRow | undefined> {
      return db.selectFrom('showcase_files').innerJoin('showcase_items', 'showcase_items.id', 'showcase_files.item_id')
        .selectAll('showcase_files').where('showcase_files.file_id', '=', fileId).where('showcase_items.status', '=', 'active')
        .executeTakeFirst();
    },

    async update(id: number, changes: { caption?: string; placements: unknown[] }): Promise<void> {
      await db.updateTable('showcase_items')
        .set({ ...(changes.caption === undefined ? {} : { caption: changes.caption }), placements: JSON.stringify(changes.placements), updated_at: new Date() })
        .where('id', '=', id).execute();
    },

    /** Positions 1..n in the order given; items not named keep theirs after them. */
    async order(itemIds: number[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const rest = await trx.selectFrom('showcase_items').select('id').where('status', '=', 'active').where('id', 'not in', itemIds)
          .orderBy('position').orderBy('id').execute();
        const ordered = [...itemIds, ...rest.map((row) => row.id)];
        for (const [index, id] of ordered.entries()) {
          await trx.updateTable('showcase_items').set({ position: index + 1, updated_at: new Date() }).where('id', '=', id).execute();
        }
      });
    },

    async retire(id: number): Promise<void> {
      await db.updateTable('showcase_items').set({ status: 'retired', retired_at: new Date(), updated_at: new Date() })
        .where('id', '=', id).where('status', '=', 'active').execute();
    },

    /** Which of these pack ids exist (a pack-card placement must name one). */
    async existingPackIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('photo_packs').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },
  };
}
export type ShowcaseRepository = ReturnType<typeof createShowcaseRepository>;
