import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { GenStatus } from 'api-client';
import { encodeBase64Param, getApiQueryData, setApiQueryData, type ApiQueryResult } from 'shared-ui/start-up';
import { GEN_STATUS_KEY, refreshCreditBalance, useGenStatusQuery } from 'shared-ui/first-render';

/** Users who have not bought anything go to onboarding's after-activation slides, with their persona. */
export function onboardingPath(persona: GenStatus['persona']): string {
  const query = new URLSearchParams();
  if (persona) query.set('persona', encodeBase64Param(persona));
  query.set('activated', 'true');
  return `/onboarding?${query.toString()}`;
}

export interface GenStatusActions {
  addCredits: (delta: number) => void;
  /** Re-reads the status after a generation (refunds included); the shown status stays meanwhile. */
  refreshCredits: () => Promise<void>;
  rulesAccepted: () => void;
}

const update = (change: (status: GenStatus) => Partial<GenStatus>) =>
  setApiQueryData<GenStatus>(GEN_STATUS_KEY, (status) => ({ ...status, ...change(status) }));

/** Optimistic credit moves (−10 per image while generating). */
const addCredits = (delta: number) => update((status) => ({ credits: status.credits + delta }));
/** The rules screen gives way to the studio once the server took the acceptance. */
const rulesAccepted = () => update(() => ({ showRules: false }));

/**
 * The generation page's status. Users who have not purchased are sent to onboarding and stay on the
 * loader meanwhile; `credits` can be moved optimistically and re-read quietly.
 */
export function useGenStatus(): { query: ApiQueryResult<GenStatus> } & GenStatusActions {
  const navigate = useNavigate();
  const query = useGenStatusQuery({
    // A first load shows its error; a failed re-read (after a generation) keeps the page and is only logged.
    onError: (error) => getApiQueryData(GEN_STATUS_KEY) && console.error('Gen status failed', error),
  });
  const notPurchased = query.status === 'success' && !query.data.userHasPurchased ? query.data : null;
  useEffect(() => {
    if (notPurchased) navigate(onboardingPath(notPurchased.persona), { replace: true });
  }, [navigate, notPurchased]);

  // gen-status and the navigation's balance alike (refunds included).
  const refreshCredits = useCallback(() => refreshCreditBalance(), []);

  const shown: ApiQueryResult<GenStatus> = notPurchased ? { status: 'loading', isFetching: false, refetch: query.refetch } : query;
  return { query: shown, addCredits, refreshCredits, rulesAccepted };
}
