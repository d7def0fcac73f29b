import { useEffect, useRef } from 'react';
import { useSession } from 'shared-ui';

/** A user who is already signed in leaves the login page at once. */
export function useRedirectIfLoggedIn(redirect: () => Promise<void>): void {
  const { session, refreshSession } = useSession();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (session.status === 'logged-in') {
      void redirect();
      return;
    }
    void refreshSession().then((status) => {
      if (status === 'logged-in') void redirect();
    });
  }, [session.status, refreshSession, redirect]);
}
