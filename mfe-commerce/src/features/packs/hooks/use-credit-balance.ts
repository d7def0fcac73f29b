import { getGenStatus, type GenStatus } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

/** The user's credits as gen-status reports them; the key is the studio's gen-status one, so they share a request. */
export function useCreditBalance(enabled = true): ApiQueryResult<GenStatus> {
  return useApiQuery(['gen-status'], ({ signal }) => getGenStatus({ signal }), { enabled });
}
