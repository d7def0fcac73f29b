import { SHOWCASE_PERSONAS, type ShowcaseKind, type ShowcasePersona, type ShowcasePlacement } from 'api-client';

/** The slots an item may appear in, as the admin's checkboxes name them (packs are listed by title). */
export interface PlacementChoice {
  key: string;
  label: string;
  placement: ShowcasePlacement;
  /** Shows a before as well: pairs only. */
  pairOnly: boolean;
}

const PERSONA_LABELS: Record<ShowcasePersona, string> = {
  influencer: 'Persona card: influencer',
  professional: 'Persona card: professional',
  single: 'Persona card: dating',
};

export const placementKey = (placement: ShowcasePlacement): string =>
  placement.kind === 'persona-card' ? `persona-card:${placement.persona}` : placement.kind === 'pack-card' ? `pack-card:${placement.packId}` : placement.kind;

/** Every slot, the packs' cards last; a single photo cannot go where a before is shown. */
export function placementChoices(kind: ShowcaseKind, packs: ReadonlyArray<{ PackageID: number; Title: string }>): PlacementChoice[] {
  const choices: PlacementChoice[] = [
    { key: 'landing-hero', label: 'Landing page hero', placement: { kind: 'landing-hero' }, pairOnly: false },
    { key: 'landing-demo', label: 'Landing page demo (selfie → photo)', placement: { kind: 'landing-demo' }, pairOnly: true },
    { key: 'face-gallery', label: 'Face gallery pair', placement: { kind: 'face-gallery' }, pairOnly: true },
    ...SHOWCASE_PERSONAS.map((persona) => ({
      key: `persona-card:${persona}`, label: PERSONA_LABELS[persona], placement: { kind: 'persona-card' as const, persona }, pairOnly: false,
    })),
    ...packs.map((pack) => ({
      key: `pack-card:${pack.PackageID}`, label: `Pack card: ${pack.Title}`, placement: { kind: 'pack-card' as const, packId: pack.PackageID }, pairOnly: false,
    })),
  ];
  return choices.filter((choice) => kind === 'pair' || !choice.pairOnly);
}

/** The placements with one slot turned on or off. */
export function togglePlacement(placements: readonly ShowcasePlacement[], placement: ShowcasePlacement, on: boolean): ShowcasePlacement[] {
  const key = placementKey(placement);
  const rest = placements.filter((p) => placementKey(p) !== key);
  return on ? [...rest, placement] : rest;
}

/** The order with one item moved one step up (-1) or down (+1); the ends stay put. */
export function moved(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}
