import { useEffect, useState } from 'react';
import { getAccountInfo } from 'api-client';

export type AdminCheck = 'checking' | 'admin' | 'not-admin';

/** Asks the server whether the signed-in user is an admin; any failure counts as not admin. */
export function useIsAdmin(enabled = true): AdminCheck {
  const [check, setCheck] = useState<AdminCheck>('checking');
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    getAccountInfo().then(
      (info) => live && setCheck(info.isAdmin ? 'admin' : 'not-admin'),
      () => live && setCheck('not-admin'),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return check;
}
