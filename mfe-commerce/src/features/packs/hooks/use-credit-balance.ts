import { useCallback, useEffect, useState } from 'react';
import { errorMessage, getGenStatus } from 'api-client';

export type CreditBalanceState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; credits: number };

/** The user's credits as gen-status reports them (part 2 §7). */
export function useCreditBalance() {
  const [state, setState] = useState<CreditBalanceState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    getGenStatus()
      .then((status) => active && setState({ kind: 'loaded', credits: status.credits }))
      .catch((error: unknown) => active && setState({ kind: 'failed', message: errorMessage(error) }));
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
