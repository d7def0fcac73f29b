import type { PhotoPack } from 'api-client';

/**
 * The packs the credits page offers. Starter packs (IncludesTraining) come with a model training, so they
 * are bought with money on buy-packs and pricing, never generated for 300 credits.
 */
export function creditPacks(packs: readonly PhotoPack[]): PhotoPack[] {
  return packs.filter((pack) => !pack.IncludesTraining);
}
