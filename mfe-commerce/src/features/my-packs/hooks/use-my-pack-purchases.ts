import { getMyPackPurchases, type MyPackPurchases } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

/** The user's bought packs with their states (the studio's gen page reads the same key). */
export function useMyPackPurchases(): ApiQueryResult<MyPackPurchases> {
  return useApiQuery(['my-pack-purchases'], ({ signal }) => getMyPackPurchases({ signal }), {
    onError: (error) => console.error('Loading my packs failed', error),
  });
}
