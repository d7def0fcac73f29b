import { getCreditHistory, type CreditHistory } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

export const CREDIT_HISTORY_KEY = ['credit-history'] as const;

/** The account's purchases and credits, newest first (at most the last 100). */
export function useCreditHistory(): ApiQueryResult<CreditHistory> {
  return useApiQuery(CREDIT_HISTORY_KEY, ({ signal }) => getCreditHistory({ signal }), {
    onError: (error) => console.error('Loading the purchase history failed', error),
  });
}
