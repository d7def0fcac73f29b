import { getMyPackPurchases, type MyPackPurchases } from 'api-client';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';

/** my-pack-purchases: the user's bought packs with their states (commerce's My packs, the studio's pending pack). */
export const MY_PACK_PURCHASES_KEY = ['my-pack-purchases'] as const;

export function useMyPackPurchasesQuery(options?: ApiQueryOptions<MyPackPurchases>): ApiQueryResult<MyPackPurchases> {
  return useApiQuery(MY_PACK_PURCHASES_KEY, ({ signal }) => getMyPackPurchases({ signal }), options);
}
