import { PACKS } from '../../test/commerce-fixtures';
import { orderPacksForPersona } from './persona-order';

describe('orderPacksForPersona', () => {
  it("puts the persona's packs first, the popular one leading, and keeps the rest in order", () => {
    expect(orderPacksForPersona(PACKS, 'influencer').map((p) => p.PackageID)).toEqual([2, 4, 1, 3]);
  });

  it('only lifts the popular pack without a persona', () => {
    expect(orderPacksForPersona(PACKS, null).map((p) => p.PackageID)).toEqual([2, 1, 3, 4]);
  });
});
