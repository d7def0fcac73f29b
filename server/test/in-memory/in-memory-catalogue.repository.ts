import type { Db } from '../../src/infra/db/database.js';
import type { CataloguePackage, CatalogueRepository } from '../../src/modules/payments/catalogue.repository.js';

const plan = (reference: string, priceCents: number, credits: number): CataloguePackage => ({
  reference, title: reference[0]?.toUpperCase() + reference.slice(1), emoji: '⭐', type: 'subscription', priceCents, oldPriceCents: null,
  credits, isMostPopular: false,
});

/** Three plans, cheapest first, and one credit bundle; `retired` plans are found only by `anyByReference`. */
export function createInMemoryCatalogueRepository(retired: CataloguePackage[] = []) {
  const active = [plan('starter', 1900, 2000), plan('pro', 3900, 5000), plan('business', 7900, 12000),
    { ...plan('bundle-1000', 1000, 1000), type: 'payg' as const }];
  const byRef = (list: CataloguePackage[], reference: string) => list.find((p) => p.reference === reference);

  const repository = {
    listActive: async () => [...active],
    byReference: async (reference: string, _trx?: Db) => byRef(active, reference),
    anyByReference: async (reference: string, _trx?: Db) => byRef([...active, ...retired], reference),
    paygByCredits: async (credits: number) => active.find((p) => p.type === 'payg' && p.credits === credits),
  } satisfies CatalogueRepository;

  return { repository, plan: (reference: string) => byRef(active, reference) as CataloguePackage };
}
