import { useMemo } from 'react';
import { getReferees } from 'api-client';
import { useApiQuery } from 'shared-ui';

export interface RefereeOption {
  value: string;
  label: string;
}

export interface RefereeOptions {
  options: RefereeOption[];
  loading: boolean;
  /** The list could not be loaded (network and 5xx were retried already): offer to ask again. */
  failed: boolean;
  retry: () => void;
}

/** Options for "where did you first hear about us", as the referees call lists them. */
export function useRefereeOptions(): RefereeOptions {
  const query = useApiQuery(['referees'], ({ signal }) => getReferees({ signal }), {
    onError: (error) => console.error('Could not load referees', error),
  });
  const reply = query.status === 'success' ? query.data : null;
  const options = useMemo(() => reply?.referees.map((r) => ({ value: r.Reference, label: r.DisplayName })) ?? [], [reply]);
  const { refetch } = query;
  return { options, loading: query.status === 'loading', failed: query.status === 'error', retry: () => void refetch() };
}
