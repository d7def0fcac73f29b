import type { PacksRepository } from './packs.repository.js';

/** A photo pack as payments sells it: its reference, list price, credits and whether it includes a training. */
export interface PackForSale {
  id: number;
  reference: string;
  title: string;
  priceCents: number;
  credits: number;
  includesTraining: boolean;
}

/** What payments sells of the packs: an approved pack by its reference, at its regular price (the checkout applies the subscriber discount). */
export function createPackSales(packs: Pick<PacksRepository, 'byReference'>) {
  return {
    async byReference(reference: string): Promise<PackForSale | null> {
      const row = await packs.byReference(reference);
      if (!row || !row.is_approved) return null;
      return {
        id: row.id, reference: row.reference, title: row.title, priceCents: row.price_cents, credits: row.credits,
        includesTraining: row.includes_training,
      };
    },
  };
}
export type PackSales = ReturnType<typeof createPackSales>;
