import { usePendingFreeCreditsQuery } from '../../../lib/pending-free-credits-query';

export interface PendingFreeCredits {
  /** Offer credits awarded but not yet in the balance; 0 when there are none or the call fails (only logged). */
  pendingCredits: number;
  /** Asks again, e.g. right after a share earned credits. */
  refresh: () => Promise<void>;
}

export function usePendingFreeCredits(enabled: boolean): PendingFreeCredits {
  const query = usePendingFreeCreditsQuery({
    enabled,
    onError: (error) => console.error('Pending free credits failed', error),
  });
  return { pendingCredits: query.status === 'success' ? query.data.pendingCredits : 0, refresh: query.refetch };
}
