import type { Db } from '../../infra/db/database.js';

/** A photo pack as the packs module sells it (its catalogue is the packs module's, not ours). */
export interface PackForSale {
  id: number;
  reference: string;
  title: string;
  priceCents: number;
  credits: number;
  includesTraining: boolean;
}

/**
 * What payments needs from the packs module: the price of a pack, and recording a paid pack for its
 * buyer inside our fulfilment transaction. The container wires the packs module's own services here.
 */
export interface PackPorts {
  catalogue: { byReference(reference: string): Promise<PackForSale | null> };
  purchases: { record(input: { accountId: number; packId: number; paymentId: string }, trx: Db): Promise<{ purchaseId: unknown }> };
}
