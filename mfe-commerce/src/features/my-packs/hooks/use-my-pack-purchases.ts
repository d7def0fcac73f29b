import type { MyPackPurchases } from 'api-client';
import { useMyPackPurchasesQuery, type ApiQueryResult } from 'shared-ui';

/** The user's bought packs with their states (the studio's gen page reads the same key). */
export function useMyPackPurchases(): ApiQueryResult<MyPackPurchases> {
  return useMyPackPurchasesQuery({
    onError: (error) => console.error('Loading my packs failed', error),
  });
}
