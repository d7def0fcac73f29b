import type { AccountInfo } from 'api-client';
import { getAccountInfo } from 'api-client/runtime';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from '../data/use-api-query';

/**
 * account-info: the signed-in user's plan, credits and admin flag. One key for the navigation's balance,
 * the shell's admin check and commerce's account page, so they share one request and one refresh.
 */
export const ACCOUNT_INFO_KEY = ['account-info'] as const;

export function useAccountInfoQuery(options?: ApiQueryOptions<AccountInfo>): ApiQueryResult<AccountInfo> {
  return useApiQuery(ACCOUNT_INFO_KEY, ({ signal }) => getAccountInfo({ signal }), options);
}
