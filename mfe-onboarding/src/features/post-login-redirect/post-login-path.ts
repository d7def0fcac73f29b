import { getGenStatus, getLastPackPurchase } from 'api-client';
import { decodeBase64Param } from 'shared-ui';

/** Credits one model training costs (part 1 §9): enough of them and no model yet means "go train". */
export const TRAINING_CREDITS = 1150;

/** Only a path on this site may come from `r`, so a crafted link cannot send a user elsewhere. */
function decodeReturnPath(r: string | null | undefined): string | null {
  const path = decodeBase64Param(r ?? null);
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  return path;
}

async function pathFromPurchases(): Promise<string> {
  const purchase = await getLastPackPurchase();
  if (purchase.status === 'success') return purchase.trainingRequired ? '/train' : '/gen';
  if (purchase.status !== 'no-purchases') return '/gen';
  const gen = await getGenStatus();
  if (gen.hasCompletedModels) return '/packs';
  if (gen.credits >= TRAINING_CREDITS) return '/train';
  return '/gen';
}

/** Part 1 §4 "Post-login redirect": r first, then the last pack purchase, then the gen status; errors → gen. */
export async function postLoginPath(r: string | null | undefined): Promise<string> {
  const returnPath = decodeReturnPath(r);
  if (returnPath) return returnPath;
  try {
    return await pathFromPurchases();
  } catch {
    return '/gen';
  }
}
