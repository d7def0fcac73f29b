import { useCallback, useEffect, useState } from 'react';
import { errorMessage, getAccountInfo, type AccountInfo } from 'api-client';

export type AccountInfoState =
  | { kind: 'loading' }
  | { kind: 'loaded'; info: AccountInfo }
  | { kind: 'failed'; message: string };

/**
 * The signed-in user's account info: `reload` starts over (after a failed load), `refresh` updates the
 * shown info in place (after a change), so messages on the page stay where they are.
 */
export function useAccountInfo(): { state: AccountInfoState; reload: () => void; refresh: () => void } {
  const [state, setState] = useState<AccountInfoState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    getAccountInfo()
      .then((info) => active && setState({ kind: 'loaded', info }))
      .catch((error: unknown) => active && setState({ kind: 'failed', message: errorMessage(error) }));
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    getAccountInfo()
      .then((info) => setState({ kind: 'loaded', info }))
      .catch((error: unknown) => console.error('Refreshing the account failed', error));
  }, []);
  return { state, reload, refresh };
}
