import { CREDITS_PER_TRAINING, getGenStatus, getLastPackPurchase, getPackPurchaseInfo } from 'api-client';
import { decodeBase64Param } from 'shared-ui';


/** Only a path on this site may come from `r`, so a crafted link cannot send a user elsewhere. */
function decodeReturnPath(r: string | null | undefined): string | null {
  const path = decodeBase64Param(r ?? null);
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

async function pathFromPurchases(): Promise<string> {
  const purchase = await getLastPackPurchase();
  if (purchase.status === 'success' && purchase.purchaseId !== null) {
    if (purchase.trainingRequired) return '/train';
    // A model is ready: a pack bought but not made yet is the next thing to do.
    const info = await getPackPurchaseInfo({ packPurchaseId: purchase.purchaseId });
    return info.packGenerationId === null ? `/generate-pack/${purchase.purchaseId}` : '/gen';
  }
  if (purchase.status !== 'no-purchases') return '/gen';
  const gen = await getGenStatus();
  if (gen.hasCompletedModels) return '/packs';
  // Enough credits for a training and no model yet: the next step is training.
  if (gen.trainingsIncluded > 0 || gen.credits >= CREDITS_PER_TRAINING) return '/train';
  return '/gen';
}

/**
 * Where to go after signing in: r first, then the last pack purchase (train when it needs a model, its
 * generate-pack page while it is not made yet, else gen), then the gen status; errors → gen
 * (docs/accounts.md#sign-in).
 */
export async function postLoginPath(r: string | null | undefined): Promise<string> {
  const returnPath = decodeReturnPath(r);
  if (returnPath) return returnPath;
  try {
    return await pathFromPurchases();
  } catch {
    return '/gen';
  }
}
