import { getPendingFreeCredits } from 'api-client';
import { useApiQuery } from 'shared-ui';

/** Offer credits awarded but not yet in the balance; 0 when there are none or the call fails (only logged). */
export function usePendingFreeCredits(enabled: boolean): number {
  const query = useApiQuery(['pending-free-credits'], ({ signal }) => getPendingFreeCredits({ signal }), {
    enabled,
    onError: (error) => console.error('Pending free credits failed', error),
  });
  return query.status === 'success' ? query.data.pendingCredits : 0;
}
