interface ScoredImage {
  likeness: number | null;
}

/** Pack-inspect's orders: the pack's own, or "best likeness first" (docs/likeness.md). */
export const PACK_ORDERS = [
  { value: 'pack', label: 'Pack order' },
  { value: 'likeness', label: 'Best likeness first' },
] as const;
export type PackOrder = (typeof PACK_ORDERS)[number]['value'];

/** Highest likeness first; photos without a score (not scored yet, no face) last, in the pack's order. */
export function bestLikenessFirst<T extends ScoredImage>(images: readonly T[]): T[] {
  return images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => (b.image.likeness ?? -1) - (a.image.likeness ?? -1) || a.index - b.index)
    .map(({ image }) => image);
}
