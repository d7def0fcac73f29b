import { createCheckoutSession, type Package, priceToNumber } from 'api-client';
import type { OneTimePurchase } from '../../lib/checkout/use-checkout-redirect';

/** Buying a pay-as-you-go credit bundle once. */
export function bundlePurchase(bundle: Package, originatingPagePath: string): OneTimePurchase {
  const priceUsd = priceToNumber(bundle.Price);
  return {
    selected: { funnelStep: 'payg-selected', metadata: { credits: bundle.Credits, price: bundle.Price } },
    key: String(bundle.Credits),
    analytics: { purchaseType: 'payg', reference: bundle.Reference, priceUsd },
    createSession: () =>
      createCheckoutSession({ purchaseType: 'payg', credits: bundle.Credits, priceUsd, originatingPagePath }),
  };
}
