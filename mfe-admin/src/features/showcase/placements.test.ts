import { moved, placementChoices, togglePlacement } from './placements';

describe('showcase placements', () => {
  const packs = [{ PackageID: 4, Title: 'Beach' }];

  it('offers every slot to a pair, and no slot showing a before to a single photo', () => {
    expect(placementChoices('pair', packs).map((c) => c.key)).toEqual([
      'landing-hero', 'landing-demo', 'face-gallery', 'persona-card:influencer', 'persona-card:professional', 'persona-card:single', 'pack-card:4',
    ]);
    expect(placementChoices('single', packs).map((c) => c.key)).not.toContain('face-gallery');
    expect(placementChoices('single', packs).map((c) => c.key)).not.toContain('landing-demo');
  });

  it('turns one slot on or off, once', () => {
    const on = togglePlacement([{ kind: 'landing-hero' }], { kind: 'pack-card', packId: 4 }, true);
    expect(togglePlacement(on, { kind: 'pack-card', packId: 4 }, true)).toEqual(on);
    expect(togglePlacement(on, { kind: 'landing-hero' }, false)).toEqual([{ kind: 'pack-card', packId: 4 }]);
  });

  it('moves an item one step, leaving the ends put', () => {
    expect(moved([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
