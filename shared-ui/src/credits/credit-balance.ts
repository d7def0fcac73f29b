import { useAccountInfoQuery } from '../queries/account-info-query';

/**
 * The signed-in user's credits, as every page shows them (the navigation's balance, the spend buttons):
 * account-info's query, shared across the shell and the remotes.
 */
export function useCreditBalance(enabled = true): number | null {
  const query = useAccountInfoQuery({ enabled });
  return enabled && query.status === 'success' ? (query.data?.credits ?? null) : null;
}
