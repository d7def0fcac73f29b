import { getAccountInfo } from 'api-client/runtime';
import { useApiQuery } from 'shared-ui/start-up';

export type AdminCheck = 'checking' | 'admin' | 'not-admin';

/**
 * Asks the server whether the signed-in user is an admin; any failure counts as not admin. The key is
 * commerce's account-info one, so the account page and this check share one request.
 */
export function useIsAdmin(enabled = true): AdminCheck {
  const query = useApiQuery(['account-info'], ({ signal }) => getAccountInfo({ signal }), { enabled });
  if (query.status === 'loading') return 'checking';
  return query.status === 'success' && query.data.isAdmin ? 'admin' : 'not-admin';
}
