import type { MyPackPurchases } from 'api-client';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';

/** my-pack-purchases: the user's bought packs with their states (commerce's My packs, the studio's pending pack). */
export const MY_PACK_PURCHASES_KEY = ['my-pack-purchases'] as const;

// Through the contract, loaded when first asked: the studio's pending-pack banner asks after the page's first
// render, which needs no zod.
const fetchMyPackPurchases = ({ signal }: { signal: AbortSignal }) =>
  import('api-client').then(({ getMyPackPurchases }) => getMyPackPurchases({ signal }));

export function useMyPackPurchasesQuery(options?: ApiQueryOptions<MyPackPurchases>): ApiQueryResult<MyPackPurchases> {
  return useApiQuery(MY_PACK_PURCHASES_KEY, fetchMyPackPurchases, options);
}
