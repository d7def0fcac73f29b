import { useGenStatusQuery, useSession } from 'shared-ui';

/** What the pack offers need to know about the buyer. */
export interface BuyerState {
  /** No trained model and none training: a pack without training included cannot be made yet. */
  needsModel: boolean;
  /** The balance, when signed in and known. */
  credits: number | null;
}

/**
 * The buyer as the offer pages see them; 'loading' until known. A visitor is taken as a new user (no model);
 * when gen-status fails the offers show as they would without this knowledge.
 */
export function useBuyerState(): BuyerState | 'loading' {
  const { session } = useSession();
  const signedIn = session.status === 'logged-in';
  const status = useGenStatusQuery({ enabled: signedIn });
  if (session.status === 'logged-out') return { needsModel: true, credits: null };
  if (!signedIn || status.status === 'loading') return 'loading';
  if (status.status === 'error') return { needsModel: false, credits: null };
  const { hasCompletedModels, currentlyTrainingModelName, credits } = status.data;
  return { needsModel: !hasCompletedModels && currentlyTrainingModelName === null, credits };
}
