import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { getAuthStatus } from 'api-client';
import { sessionAtom, type Session } from './session.atom';

export interface UseSession {
  session: Session;
  refreshSession: () => Promise<'logged-in' | 'logged-out'>;
  setLoggedOut: () => void;
}

export function useSession(): UseSession {
  const [session, setSession] = useAtom(sessionAtom);

  const refreshSession = useCallback(async () => {
    // Part 1 §4: anything but logged-in, errors included, counts as logged out.
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
