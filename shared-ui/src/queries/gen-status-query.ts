import { getGenStatus, type GenStatus } from 'api-client';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';

/**
 * gen-status: the credits, models and flags the studio's gen page starts from. Commerce's pack offers and
 * admin's mock-mode toggle read the same key, so a page showing several shares one request.
 */
export const GEN_STATUS_KEY = ['gen-status'] as const;

export function useGenStatusQuery(options?: ApiQueryOptions<GenStatus>): ApiQueryResult<GenStatus> {
  return useApiQuery(GEN_STATUS_KEY, ({ signal }) => getGenStatus({ signal }), options);
}
