import { sql, type Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { ModerationStatusValue, TemplateClassValue, TemplateImagesTable } from '../../infra/db/schema.js';
import { isFileId } from '../generation/index.js';

export type TemplateRow = Selectable<TemplateImagesTable>;

export interface NewTemplateImage {
  fileId: string;
  categoryId: number;
  templateClass: TemplateClassValue;
  prompt: string;
  storageKey: string;
  createdBy: number;
}

/** Seeded images' placeholder files live under this prefix (rendered after start, see template-seed-files.ts). */
export const SEED_KEY_PREFIX = 'templates/seed/';

/** All SQL of template categories and template images (and which pack each belongs to). */
export function createTemplatesRepository(db: Db) {
  const templates = (trx: Db = db) => trx.selectFrom('template_images').selectAll();

  return {
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute(work),

    categories: () => db.selectFrom('template_categories').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),

    async categoryExists(id: number): Promise<boolean> {
      return (await db.selectFrom('template_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** The templates page: approved images of one class in one category, oldest first (a stable grid). */
    approved: (templateClass: TemplateClassValue, categoryId: number) =>
      templates().where('moderation_status', '=', 'approved').where('class', '=', templateClass).where('category_id', '=', categoryId)
        .orderBy('id').execute(),

    byFileId: (fileId: string, trx: Db = db) =>
      isFileId(fileId) ? templates(trx).where('file_id', '=', fileId).executeTakeFirst() : Promise.resolve(undefined),

    byId: (id: number) => templates().where('id', '=', id).executeTakeFirst(),

    /** Every image of a category, whatever its status (the content generator), newest first. */
    inCategory: (categoryId: number) => templates().where('category_id', '=', categoryId).orderBy('id', 'desc').execute(),

    /** The images of a pack in pack order (a starter's are those of the pack it starts from). */
    inPack: (packId: number) =>
      templates().where('pack_id', '=', packId).orderBy('pack_position').execute(),

    /**
     * Approved images of a class other than `excludeId`, those of other categories than `category` first,
     * then the rest; `limit` of them. Shuffled by a stable hash of the id, so suggestions vary across the
     * catalogue without changing on every reload.
     */
    suggestions: (templateClass: TemplateClassValue, excludeId: number | null, category: number | null, limit: number) =>
      templates().where('moderation_status', '=', 'approved').where('class', '=', templateClass)
        .$if(excludeId !== null, (q) => q.where('id', '<>', excludeId!))
        .orderBy(sql`category_id = ${category ?? -1}`)
        .orderBy(sql`(id * 2654435761) % 4294967296`)
        .limit(limit).execute(),

    /** Which template an image of this account was made from (its generation's), and its model. */
    async originOf(imageId: number): Promise<{ templateId: number | null; modelId: number | null }> {
      const row = await db.selectFrom('images').leftJoin('generations', 'generations.id', 'images.generation_id')
        .select(['images.model_id', 'generations.template_id']).where('images.id', '=', imageId).executeTakeFirst();
      return { templateId: row?.template_id ?? null, modelId: row?.model_id ?? null };
    },

    async insert(images: NewTemplateImage[]): Promise<TemplateRow[]> {
      if (images.length === 0) return [];
      return db.insertInto('template_images').values(images.map((image) => ({
        file_id: image.fileId, category_id: image.categoryId, class: image.templateClass, prompt: image.prompt,
        storage_key: image.storageKey, created_by: image.createdBy,
      }))).returningAll().execute();
    },

    async setStatus(id: number, status: ModerationStatusValue, trx: Db = db): Promise<void> {
      await trx.updateTable('template_images').set({ moderation_status: status }).where('id', '=', id).execute();
    },

    async setPrompt(id: number, prompt: string): Promise<void> {
      await db.updateTable('template_images').set({ prompt }).where('id', '=', id).execute();
    },

    /** Deletes an image that is in no pack; false when it is (or is gone). */
    async deleteOutsidePacks(id: number): Promise<boolean> {
      const deleted = await db.deleteFrom('template_images').where('id', '=', id).where('pack_id', 'is', null).executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },

    /**
     * Appends the image to the end of the pack's order and approves it. The pack row is locked first, so
     * two concurrent additions to one pack never take the same place.
     */
    async appendToPack(id: number, packId: number, trx: Db): Promise<void> {
      await trx.selectFrom('photo_packs').select('id').where('id', '=', packId).forUpdate().execute();
      const last = await trx.selectFrom('template_images').select(sql<number | null>`max(pack_position)`.as('last'))
        .where('pack_id', '=', packId).executeTakeFirstOrThrow();
      await trx.updateTable('template_images')
        .set({ pack_id: packId, pack_position: (last.last ?? 0) + 1, moderation_status: 'approved' })
        .where('id', '=', id).execute();
    },

    /** Takes the image out of its pack and rejects it (the pack's later images keep their places). */
    async removeFromPack(id: number): Promise<void> {
      await db.updateTable('template_images').set({ pack_id: null, pack_position: null, moderation_status: 'rejected' }).where('id', '=', id).execute();
    },

    /**
     * The first `perPack` approved images of each pack (a starter's from the pack it starts from), with
     * seeded placeholders left out unless their files have been rendered.
     */
    async packSamples(packIds: number[], perPack: number, includeSeeds: boolean): Promise<Map<number, string[]>> {
      if (packIds.length === 0) return new Map();
      const rows = await db.selectFrom('photo_packs as p')
        .innerJoin('template_images as t', (join) => join.on((eb) => eb('t.pack_id', '=', eb.fn.coalesce('p.prompts_from_pack_id', 'p.id'))))
        .select(['p.id as packId', 't.storage_key as storageKey'])
        .where('p.id', 'in', packIds)
        .$if(!includeSeeds, (q) => q.where('t.storage_key', 'not like', `${SEED_KEY_PREFIX}%`))
        .orderBy('p.id').orderBy('t.pack_position').execute();
      const samples = new Map<number, string[]>();
      for (const row of rows) {
        const keys = samples.get(row.packId) ?? [];
        if (keys.length < perPack) samples.set(row.packId, [...keys, row.storageKey]);
      }
      return samples;
    },

    /** Seeded images (placeholders to render), with their category names. */
    seeded: () =>
      db.selectFrom('template_images as t').innerJoin('template_categories as c', 'c.id', 't.category_id')
        .select(['t.id', 't.class', 't.prompt', 't.storage_key as storageKey', 'c.name as category'])
        .where('t.storage_key', 'like', `${SEED_KEY_PREFIX}%`).orderBy('t.id').execute(),
  };
}
export type TemplatesRepository = ReturnType<typeof createTemplatesRepository>;
