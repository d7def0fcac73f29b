import { checkoutPhotoPack, type PhotoPack, priceToNumber } from 'api-client';
import type { OneTimePurchase } from '../../lib/checkout/use-checkout-redirect';

/** Buying a photo pack with money (it includes a model training). */
export function packPurchase(pack: PhotoPack, originatingPagePath: string): OneTimePurchase {
  const priceUsd = priceToNumber(pack.Price);
  return {
    selected: { funnelStep: 'pack-selected', metadata: { reference: pack.Reference, price: pack.Price } },
    key: pack.Reference,
    analytics: { purchaseType: 'photo-pack', reference: pack.Reference, priceUsd },
    createSession: () => checkoutPhotoPack({ photoPackReference: pack.Reference, priceUsd, originatingPagePath }),
  };
}
