import { useEffect, useState } from 'react';
import { getPendingFreeCredits } from 'api-client';

/** Offer credits awarded but not yet in the balance; 0 when there are none or the call fails (only logged). */
export function usePendingFreeCredits(enabled: boolean): number {
  const [pending, setPending] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    getPendingFreeCredits()
      .then((reply) => live && setPending(reply.pendingCredits))
      .catch((error: unknown) => console.error('Pending free credits failed', error));
    return () => {
      live = false;
    };
  }, [enabled]);
  return pending;
}
