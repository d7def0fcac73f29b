import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { PersonaValue } from '../../infra/db/schema.js';
import type { PackRow } from './packs.repository.js';

export interface PackFields {
  reference: string;
  title: string;
  priceCents: number;
  persona: PersonaValue | null;
  isApproved: boolean;
  description: string;
}

/** Thrown when another pack has the reference already (the column is unique). */
export class DuplicateReferenceError extends Error {}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The content generator's SQL of packs: every pack, approved or not, and the pack form's writes. */
export function createPackAdminRepository(db: Db) {
  async function guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateReferenceError();
      throw error;
    }
  }

  return {
    all: (): Promise<PackRow[]> => db.selectFrom('photo_packs').selectAll().orderBy('sort_order').orderBy('id').execute(),

    /** A new pack at the end of the catalogue's order. */
    create: (fields: PackFields & { category: string; emoji: string; credits: number }): Promise<PackRow> => guard(() =>
      db.insertInto('photo_packs').values({
        reference: fields.reference, title: fields.title, description: fields.description, category: fields.category, emoji: fields.emoji,
        persona: fields.persona, price_cents: fields.priceCents, credits: fields.credits, is_approved: fields.isApproved,
        sort_order: sql<number>`(select coalesce(max(sort_order), 0) + 10 from photo_packs)`,
      }).returningAll().executeTakeFirstOrThrow()),

    /** The form's fields of one pack; undefined when there is no such pack. */
    update: (id: number, fields: PackFields): Promise<PackRow | undefined> => guard(() =>
      db.updateTable('photo_packs').set({
        reference: fields.reference, title: fields.title, description: fields.description, persona: fields.persona,
        price_cents: fields.priceCents, is_approved: fields.isApproved,
      }).where('id', '=', id).returningAll().executeTakeFirst()),
  };
}
export type PackAdminRepository = ReturnType<typeof createPackAdminRepository>;
