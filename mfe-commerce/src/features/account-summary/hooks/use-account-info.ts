import type { AccountInfo } from 'api-client';
import { ACCOUNT_INFO_KEY, getApiQueryData, useAccountInfoQuery, type ApiQueryResult } from 'shared-ui';

/**
 * The signed-in user's account info. `refetch` after a failure starts over from the loader; after a
 * change it updates the shown info in place, so messages on the page stay where they are.
 */
export function useAccountInfo(): ApiQueryResult<AccountInfo> {
  return useAccountInfoQuery({
    // A failed first load is shown; a failed refresh keeps the shown info and is only logged.
    onError: (error) => getApiQueryData(ACCOUNT_INFO_KEY) && console.error('Refreshing the account failed', error),
  });
}
