import { CREDITS_PER_TRAINING, type PhotoPack, priceToNumber } from 'api-client';
import { formatCredits } from 'shared-ui';

/**
 * For a buyer without a trained model: packs that include the training first (they are the ones that can
 * end in photos without another purchase), the order otherwise kept.
 */
export function trainingIncludedFirst(packs: readonly PhotoPack[]): PhotoPack[] {
  return [...packs.filter((pack) => pack.IncludesTraining), ...packs.filter((pack) => !pack.IncludesTraining)];
}

/**
 * The pack that includes training to offer instead of `pack` to someone without a model: the starter that makes
 * this very pack's photos, else the cheapest of the same persona, else the cheapest (null for a starter itself).
 */
export function starterFor(pack: PhotoPack, packs: readonly PhotoPack[]): PhotoPack | null {
  if (pack.IncludesTraining) return null;
  const starters = packs
    .filter((p) => p.IncludesTraining)
    .sort((a, b) => (priceToNumber(a.Price) ?? Infinity) - (priceToNumber(b.Price) ?? Infinity));
  return starters.find((p) => p.MakesPhotosOf === pack.Reference)
    ?? starters.find((p) => pack.Persona !== null && p.Persona === pack.Persona) ?? starters[0] ?? null;
}

/**
 * What a pack costs on top of its price for a buyer without a trained model (null when it includes the
 * training): a training, paid with credits (the server debits CREDITS_PER_TRAINING at upload), or the
 * difference to a starter pack that includes one.
 */
export function trainingCostNote(pack: PhotoPack, packs: readonly PhotoPack[]): string | null {
  if (pack.IncludesTraining) return null;
  const credits = `Needs a trained model — training one costs ${formatCredits(CREDITS_PER_TRAINING)} credits`;
  const starter = starterFor(pack, packs);
  const extra = starter ? (priceToNumber(starter.Price) ?? 0) - (priceToNumber(pack.Price) ?? 0) : 0;
  if (!starter || extra <= 0) return `${credits}.`;
  return `${credits}, or $${extra.toFixed(2)} more with ${starter.Title}, which includes it.`;
}
