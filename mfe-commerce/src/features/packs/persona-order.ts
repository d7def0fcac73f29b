import type { Persona, PhotoPack } from 'api-client';

/** Packs made for the visitor's persona first (most popular first among them), the rest after. */
export function orderPacksForPersona(packs: readonly PhotoPack[], persona: Persona | null): PhotoPack[] {
  const rank = (pack: PhotoPack) => (persona && pack.Persona === persona ? 0 : 2) + (pack.IsMostPopular ? 0 : 1);
  return packs
    .map((pack, position) => ({ pack, position }))
    .sort((a, b) => rank(a.pack) - rank(b.pack) || a.position - b.position)
    .map(({ pack }) => pack);
}
