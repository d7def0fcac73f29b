import { PURCHASE_INFO_FAILED_MESSAGE, PURCHASE_INFO_NOT_LOADED_MESSAGE, type LastPackPurchase } from 'api-client';
import type { QueryState } from 'shared-ui';

/** The last pack purchase as its query holds it; while it loads, Continue cannot know where to go. */
export type LastPurchaseState = QueryState<LastPackPurchase>;

export type ContinueStep = { kind: 'go'; path: string } | { kind: 'alert'; message: string };

/**
 * Purchase confirmation's Continue: subscription or payg → packs; photo-pack → train when the
 * pack still needs a model, else its generate-pack page; any other type → packs.
 */
export function continueStep(type: string | null, lastPurchase: LastPurchaseState): ContinueStep {
  if (type !== 'photo-pack') return { kind: 'go', path: '/packs' };
  if (lastPurchase.status === 'loading') return { kind: 'alert', message: PURCHASE_INFO_NOT_LOADED_MESSAGE };
  if (lastPurchase.status === 'error') return { kind: 'alert', message: PURCHASE_INFO_FAILED_MESSAGE };
  const purchase = lastPurchase.data;
  if (purchase.status !== 'success' || purchase.purchaseId === null) {
    return { kind: 'alert', message: PURCHASE_INFO_FAILED_MESSAGE };
  }
  return { kind: 'go', path: purchase.trainingRequired ? '/train' : `/generate-pack/${purchase.purchaseId}` };
}
