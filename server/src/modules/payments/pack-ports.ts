import type { Db } from '../../infra/db/database.js';
import type { PackForSale } from '../packs/index.js';

/**
 * What payments needs from the packs module: the price of a pack, and recording a paid pack for its
 * buyer inside our fulfilment transaction: the packs module's own services.
 */
export interface PackPorts {
  sales: { byReference(reference: string): Promise<PackForSale | null> };
  purchases: { record(input: { accountId: number; packId: number; paymentId: string }, trx: Db): Promise<{ purchaseId: unknown }> };
}
