import { useMyPackPurchasesQuery } from 'shared-ui/first-render';

/**
 * The bought pack waiting to be generated (the oldest unused purchase), or null: none, still loading, or
 * the call failed (only logged; the page works without it).
 */
export function usePendingPack(enabled: boolean): { purchaseId: number; title: string } | null {
  const query = useMyPackPurchasesQuery({
    enabled,
    onError: (error) => console.error('Loading my packs failed', error),
  });
  if (query.status !== 'success' || query.data.pendingPurchaseId === null) return null;
  const { pendingPurchaseId, purchases } = query.data;
  const pending = purchases.find((purchase) => purchase.purchaseId === pendingPurchaseId);
  return { purchaseId: pendingPurchaseId, title: pending?.title ?? 'photo pack' };
}
