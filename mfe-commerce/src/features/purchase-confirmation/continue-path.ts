import { PURCHASE_INFO_FAILED_MESSAGE, PURCHASE_INFO_NOT_LOADED_MESSAGE, type LastPackPurchase } from 'api-client';

/** The spec's "purchase id not loaded (-1)": the last pack purchase is still on its way. */
export type LastPurchaseState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; purchase: LastPackPurchase };

export type ContinueStep = { kind: 'go'; path: string } | { kind: 'alert'; message: string };

/**
 * Part 2 §4 purchase confirmation Continue: subscription or payg → packs; photo-pack → train when the
 * pack still needs a model, else its generate-pack page; any other type → packs.
 */
export function continueStep(type: string | null, lastPurchase: LastPurchaseState): ContinueStep {
  if (type !== 'photo-pack') return { kind: 'go', path: '/packs' };
  if (lastPurchase.kind === 'loading') return { kind: 'alert', message: PURCHASE_INFO_NOT_LOADED_MESSAGE };
  if (lastPurchase.kind === 'failed') return { kind: 'alert', message: PURCHASE_INFO_FAILED_MESSAGE };
  const { purchase } = lastPurchase;
  if (purchase.status !== 'success' || purchase.purchaseId === null) {
    return { kind: 'alert', message: PURCHASE_INFO_FAILED_MESSAGE };
  }
  return { kind: 'go', path: purchase.trainingRequired ? '/train' : `/generate-pack/${purchase.purchaseId}` };
}
