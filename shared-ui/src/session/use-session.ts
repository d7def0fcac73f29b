import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { getAuthStatus } from 'api-client/runtime';
import { sessionAtom, type Session } from './session.atom';

/** The check the shell starts with its start-up (startSessionCheck), taken by the first refreshSession. */
let earlyCheck: Promise<string> | undefined;

/**
 * Asks the server for the session now, with the shell's start-up, rather than once the site has rendered: the
 * first refreshSession takes this answer (a protected page waits for it before it renders; issue 31: /gen's LCP).
 */
export function startSessionCheck(): void {
  earlyCheck = getAuthStatus();
  earlyCheck.catch(() => undefined);
}

function takeEarlyCheck(): Promise<string> | undefined {
  const check = earlyCheck;
  earlyCheck = undefined;
  return check;
}

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
      status = (await (takeEarlyCheck() ?? getAuthStatus())) === 'logged-in' ? 'logged-in' : 'logged-out';
    } catch {
      status = 'logged-out';
    }
    setSession({ status });
    return status;
  }, [setSession]);

  const setLoggedOut = useCallback(() => setSession({ status: 'logged-out' }), [setSession]);

  return { session, refreshSession, setLoggedOut };
}
