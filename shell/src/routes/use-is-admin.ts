import { useAccountInfoQuery } from 'shared-ui/start-up';

export type AdminCheck = 'checking' | 'admin' | 'not-admin';

/**
 * Asks the server whether the signed-in user is an admin; any failure counts as not admin. account-info's
 * query, so the account page, the navigation's balance and this check share one request.
 */
export function useIsAdmin(enabled = true): AdminCheck {
  const query = useAccountInfoQuery({ enabled });
  if (query.status === 'loading') return 'checking';
  return query.status === 'success' && query.data.isAdmin ? 'admin' : 'not-admin';
}
