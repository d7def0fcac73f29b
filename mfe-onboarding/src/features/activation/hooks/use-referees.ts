import { useEffect, useState } from 'react';
import { getReferees } from 'api-client';

export interface RefereeOption {
  value: string;
  label: string;
}

/** Options for "where did you first hear about us"; on failure the list stays empty (logged). */
export function useRefereeOptions(): RefereeOption[] {
  const [options, setOptions] = useState<RefereeOption[]>([]);
  useEffect(() => {
    let active = true;
    getReferees()
      .then((reply) => {
        if (active) setOptions(reply.referees.map((r) => ({ value: r.Reference, label: r.DisplayName })));
      })
      .catch((error: unknown) => console.error('Could not load referees', error));
    return () => {
      active = false;
    };
  }, []);
  return options;
}
