import type { GenStatus } from 'api-client';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';
import { fetchGenStatus, GEN_STATUS_KEY } from './gen-page-data';

/**
 * gen-status: the credits, models and flags the studio's gen page starts from. Commerce's pack offers and
 * admin's mock-mode toggle read the same key, so a page showing several shares one request.
 */
export function useGenStatusQuery(options?: ApiQueryOptions<GenStatus>): ApiQueryResult<GenStatus> {
  return useApiQuery(GEN_STATUS_KEY, fetchGenStatus, options);
}
