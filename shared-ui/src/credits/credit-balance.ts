import { getAccountInfo } from 'api-client/runtime';
import { invalidateApiQueries } from '../data/query-cache';
import { useApiQuery } from '../data/use-api-query';

/**
 * The signed-in user's credits, as every page shows them (the navigation's balance, the spend buttons):
 * one query, account-info's, shared across the shell and the remotes. The gen page reads gen-status,
 * which carries the same balance; a spend refreshes both.
 */
export const CREDIT_BALANCE_KEY = ['account-info'] as const;
const GEN_STATUS_KEY = ['gen-status'] as const;

/** The balance, or null while unknown (loading, failed, or `enabled` false for a visitor). */
export function useCreditBalance(enabled = true): number | null {
  const query = useApiQuery(CREDIT_BALANCE_KEY, ({ signal }) => getAccountInfo({ signal }), { enabled });
  return enabled && query.status === 'success' ? (query.data?.credits ?? null) : null;
}

/** After anything that spends, grants or refunds credits: every balance on screen asks again. */
export function refreshCreditBalance(): Promise<void> {
  return Promise.all([invalidateApiQueries(CREDIT_BALANCE_KEY), invalidateApiQueries(GEN_STATUS_KEY)]).then(() => undefined);
}
