import { getAccountInfo, type AccountInfo } from 'api-client';
import { getApiQueryData, useApiQuery, type ApiQueryResult } from 'shared-ui';

/** account-info's cache key: the shell's admin check reads the same one, so both share a request. */
export const ACCOUNT_INFO_KEY = ['account-info'] as const;

/**
 * The signed-in user's account info. `refetch` after a failure starts over from the loader; after a
 * change it updates the shown info in place, so messages on the page stay where they are.
 */
export function useAccountInfo(): ApiQueryResult<AccountInfo> {
  return useApiQuery(ACCOUNT_INFO_KEY, ({ signal }) => getAccountInfo({ signal }), {
    // A failed first load is shown; a failed refresh keeps the shown info and is only logged.
    onError: (error) => getApiQueryData(ACCOUNT_INFO_KEY) && console.error('Refreshing the account failed', error),
  });
}
