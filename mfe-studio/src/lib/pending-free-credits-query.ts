import { getPendingFreeCredits } from 'api-client/runtime';
import { useApiQuery, type ApiQueryOptions, type ApiQueryResult } from 'shared-ui/start-up';

type PendingFreeCreditsReply = Awaited<ReturnType<typeof getPendingFreeCredits>>;

/** pending-free-credits: offer credits awarded but not yet in the balance (gen's counter; a share asks it again). */
export const PENDING_FREE_CREDITS_KEY = ['pending-free-credits'] as const;

export function usePendingFreeCreditsQuery(options?: ApiQueryOptions<PendingFreeCreditsReply>): ApiQueryResult<PendingFreeCreditsReply> {
  return useApiQuery(PENDING_FREE_CREDITS_KEY, ({ signal }) => getPendingFreeCredits({ signal }), options);
}
