// Where a persona card sends a signed-in user, and the analytics funnel each destination belongs to.
import { CREDITS_PER_TRAINING, getGenStatus, getLastPackPurchase } from 'api-client/runtime';

export type LoggedInDestination = '/train' | '/gen' | '/packs';

export const FUNNEL_OF_DESTINATION: Record<LoggedInDestination, 'persona-to-train' | 'persona-to-gen' | 'persona-to-packs'> = {
  '/train': 'persona-to-train',
  '/gen': 'persona-to-gen',
  '/packs': 'persona-to-packs',
};

/** Where a persona card sends a signed-in user. Any error falls back to gen, which every user can open. */
export async function loggedInDestination(): Promise<LoggedInDestination> {
  try {
    const purchase = await getLastPackPurchase();
    if (purchase.status === 'success') return purchase.trainingRequired ? '/train' : '/gen';
    const status = await getGenStatus();
    if ((status.trainingsIncluded > 0 || status.credits >= CREDITS_PER_TRAINING) && !status.hasCompletedModels) return '/train';
    if (status.hasCompletedModels) return '/packs';
    return '/gen';
  } catch (error) {
    console.warn('Persona call-to-action fell back to gen', error);
    return '/gen';
  }
}
