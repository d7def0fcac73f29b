import { getCreditHistory, type CreditHistory } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

export const CREDIT_HISTORY_KEY = ['credit-history'] as const;

/** One page of the account's credit history, newest first: the first without a cursor, then each `nextCursor`. */
export function useCreditHistoryPage(before: string | undefined): ApiQueryResult<CreditHistory> {
  return useApiQuery([...CREDIT_HISTORY_KEY, before ?? 'newest'], ({ signal }) => getCreditHistory(before === undefined ? {} : { before }, { signal }), {
    onError: (error) => console.error('Loading the purchase history failed', error),
  });
}
