import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, getGenStatus, type GenStatus } from 'api-client';
import { encodeBase64Param } from 'shared-ui';

export type GenStatusState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; status: GenStatus };

/** Part 1 §2: users who have not purchased go to onboarding, with their persona, as activated. */
export function onboardingPath(persona: GenStatus['persona']): string {
  const query = new URLSearchParams();
  if (persona) query.set('persona', encodeBase64Param(persona));
  query.set('activated', 'true');
  return `/onboarding?${query.toString()}`;
}

/** The generation page's status; `credits` can be moved optimistically and re-read quietly. */
export function useGenStatus() {
  const navigate = useNavigate();
  const [state, setState] = useState<GenStatusState>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const status = await getGenStatus();
      if (!status.userHasPurchased) {
        navigate(onboardingPath(status.persona), { replace: true });
        return;
      }
      setState({ kind: 'ready', status });
    } catch (error) {
      setState({ kind: 'error', message: errorMessage(error) });
    }
  }, [navigate]);

  useEffect(() => {
    void load();
  }, [load]);

  const update = useCallback((change: (status: GenStatus) => Partial<GenStatus>) => {
    setState((current) => (current.kind === 'ready' ? { kind: 'ready', status: { ...current.status, ...change(current.status) } } : current));
  }, []);

  /** Optimistic credit moves (−10 per image while generating). */
  const addCredits = useCallback((delta: number) => update((status) => ({ credits: status.credits + delta })), [update]);

  /** Re-reads the balance after a generation (refunds included); failures are only logged. */
  const refreshCredits = useCallback(async () => {
    try {
      const { credits } = await getGenStatus();
      update(() => ({ credits }));
    } catch (error) {
      console.error('Gen status failed', error);
    }
  }, [update]);

  const rulesAccepted = useCallback(() => update(() => ({ showRules: false })), [update]);

  return { state, retry: load, addCredits, refreshCredits, rulesAccepted, update };
}
