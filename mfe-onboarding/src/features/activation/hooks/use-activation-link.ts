import { getActivationLinkStatus, type ActivationLinkState } from 'api-client';
import { useApiQuery, type ApiQueryResult } from 'shared-ui';

export type ActivationLink =
  | { status: 'checking' }
  | { status: 'checked'; state: ActivationLinkState }
  | { status: 'error'; error: unknown; retry: () => void };

/**
 * What the link's code is worth, asked before the form shows (docs/accounts.md#activation-links).
 * A link without a code is unknown without asking.
 */
export function useActivationLink(code: string): ActivationLink {
  const query: ApiQueryResult<{ status: ActivationLinkState }> = useApiQuery(
    ['activation-link-status', code],
    ({ signal }) => getActivationLinkStatus({ code }, { signal }),
    { enabled: code !== '', onError: (error) => console.error('Could not check the activation link', error) },
  );
  if (code === '') return { status: 'checked', state: 'unknown' };
  if (query.status === 'success') return { status: 'checked', state: query.data.status };
  if (query.status === 'error') return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'checking' };
}
