import { useMemo } from 'react';
import { getReferees } from 'api-client';
import { useApiQuery } from 'shared-ui';

export interface RefereeOption {
  value: string;
  label: string;
}

/** Options for "where did you first hear about us"; on failure the list stays empty (logged). */
export function useRefereeOptions(): RefereeOption[] {
  const query = useApiQuery(['referees'], ({ signal }) => getReferees({ signal }), {
    onError: (error) => console.error('Could not load referees', error),
  });
  const reply = query.status === 'success' ? query.data : null;
  return useMemo(() => reply?.referees.map((r) => ({ value: r.Reference, label: r.DisplayName })) ?? [], [reply]);
}
