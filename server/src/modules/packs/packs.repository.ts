import type { Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { PersonaValue, PhotoPacksTable } from '../../infra/db/schema.js';

export type PackRow = Selectable<PhotoPacksTable>;

export interface PackFilter {
  persona?: PersonaValue;
  /** Leave out starter packs (the caller already has a model, so training is no part of the deal). */
  withoutTraining?: boolean;
}

/** All SQL of the photo pack catalogue and its prompts (the template images in each pack). */
export function createPacksRepository(db: Db) {
  return {
    /** Approved packs, most popular first, then in the catalogue's order. */
    listApproved(filter: PackFilter = {}): Promise<PackRow[]> {
      let query = db.selectFrom('photo_packs').selectAll().where('is_approved', '=', true);
      if (filter.persona) query = query.where('persona', '=', filter.persona);
      if (filter.withoutTraining) query = query.where('includes_training', '=', false);
      return query.orderBy('is_most_popular', 'desc').orderBy('sort_order').orderBy('id').execute();
    },
    byId: (id: number, trx: Db = db) => trx.selectFrom('photo_packs').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Each pack's reference by id (a starter names the pack whose photos it makes by id). */
    async referencesOf(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('photo_packs').select(['id', 'reference']).where('id', 'in', ids).execute();
      return new Map(rows.map((row) => [row.id, row.reference]));
    },
    byReference: (reference: string) => db.selectFrom('photo_packs').selectAll().where('reference', '=', reference).executeTakeFirst(),
    /**
     * The pack's prompts: those of the template images in it, in pack order (a starter reads the pack it
     * starts from). Editing a template's prompt changes what the next generation of the pack makes.
     */
    async prompts(packId: number, trx: Db = db): Promise<string[]> {
      const rows = await trx.selectFrom('photo_packs as p')
        .innerJoin('template_images as t', (join) => join.on((eb) => eb('t.pack_id', '=', eb.fn.coalesce('p.prompts_from_pack_id', 'p.id'))))
        .select('t.prompt').where('p.id', '=', packId).orderBy('t.pack_position').execute();
      return rows.map((r) => r.prompt);
    },
  };
}
export type PacksRepository = ReturnType<typeof createPacksRepository>;
