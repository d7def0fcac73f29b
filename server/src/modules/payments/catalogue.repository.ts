import type { Db } from '../../infra/db/database.js';

export interface CataloguePackage {
  reference: string;
  title: string;
  emoji: string;
  type: 'subscription' | 'payg';
  priceCents: number;
  oldPriceCents: number | null;
  credits: number;
  isMostPopular: boolean;
}

const COLUMNS = ['reference', 'title', 'emoji', 'type', 'price_cents', 'old_price_cents', 'credits', 'is_most_popular'] as const;

type Row = { reference: string; title: string; emoji: string; type: 'subscription' | 'payg'; price_cents: number; old_price_cents: number | null; credits: number; is_most_popular: boolean };

function toPackage(row: Row): CataloguePackage {
  return {
    reference: row.reference,
    title: row.title,
    emoji: row.emoji,
    type: row.type,
    priceCents: row.price_cents,
    oldPriceCents: row.old_price_cents,
    credits: row.credits,
    isMostPopular: row.is_most_popular,
  };
}

/** The plans-and-bundles catalogue (table `packages`, seeded by migration 0012, edited by admins). */
export function createCatalogueRepository(db: Db) {
  return {
    async listActive(): Promise<CataloguePackage[]> {
      const rows = await db.selectFrom('packages').select(COLUMNS).where('is_active', '=', true)
        .orderBy('type', 'desc').orderBy('sort_order').orderBy('id').execute();
      return rows.map(toPackage);
    },

    /** An active plan or bundle by reference (any type), or undefined. */
    async byReference(reference: string, trx: Db = db): Promise<CataloguePackage | undefined> {
      const row = await trx.selectFrom('packages').select(COLUMNS).where('reference', '=', reference)
        .where('is_active', '=', true).executeTakeFirst();
      return row ? toPackage(row) : undefined;
    },

    /** The plan by reference even when it was retired since (renewals of existing subscribers). */
    async anyByReference(reference: string, trx: Db = db): Promise<CataloguePackage | undefined> {
      const row = await trx.selectFrom('packages').select(COLUMNS).where('reference', '=', reference).executeTakeFirst();
      return row ? toPackage(row) : undefined;
    },

    async paygByCredits(credits: number): Promise<CataloguePackage | undefined> {
      const row = await db.selectFrom('packages').select(COLUMNS).where('type', '=', 'payg')
        .where('credits', '=', credits).where('is_active', '=', true).executeTakeFirst();
      return row ? toPackage(row) : undefined;
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
