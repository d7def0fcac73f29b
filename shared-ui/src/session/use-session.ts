import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { getAuthStatus } from 'api-client/runtime';
import { sessionAtom, type Session } from './session.atom';

export interface UseSession {
  session: Session;
  refreshSession: () => Promise<'logged-in' | 'logged-out'>;
  setLoggedOut: () => void;
}

export function useSession(): UseSession {
  const [session, setSession] = useAtom(sessionAtom);

  const refreshSession = useCallback(async () => {
    // Anything but logged-in, errors included, counts as logged out: a page never shows as signed in by mistake.
    let status: 'logged-in' | 'logged-out' = 'logged-out';
    try {
      status = (await getAuthStatus()) === 'logged-in' ? 'logged-in' : 'logged-out';
    } catch {
      status = 'logged-out';
    }
    setSession({ status });
    return status;
  }, [setSession]);

  const setLoggedOut = useCallback(() => setSession({ status: 'logged-out' }), [setSession]);

  return { session, refreshSession, setLoggedOut };
}
