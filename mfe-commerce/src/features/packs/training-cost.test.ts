import { pack, PACKS } from '../../test/commerce-fixtures';
import { trainingCostNote, trainingIncludedFirst } from './training-cost';

const starter = pack({ PackageID: 9, Title: 'Dating Starter', Persona: 'single', IncludesTraining: true, Price: '$19.99' });
const cheapStarter = pack({ PackageID: 10, Title: 'Office Starter', Persona: 'professional', IncludesTraining: true, Price: '$17.99' });

describe('trainingIncludedFirst', () => {
  it('puts the packs that include training first and keeps the order otherwise', () => {
    expect(trainingIncludedFirst([...PACKS, starter, cheapStarter]).map((p) => p.PackageID)).toEqual([9, 10, 1, 2, 3, 4]);
  });
});

describe('trainingCostNote', () => {
  const catalogue = [...PACKS, starter, cheapStarter];

  it('says nothing for a pack that includes the training', () => {
    expect(trainingCostNote(starter, catalogue)).toBeNull();
  });

  it("names the training's credits and the extra price of the same persona's starter", () => {
    const dating = PACKS.find((p) => p.Title === 'Dating Profile')!;
    expect(trainingCostNote(dating, catalogue)).toBe(
      'Needs a trained model — training one costs 1150 credits, or $12.00 more with Dating Starter, which includes it.',
    );
  });

  it('falls back to the cheapest starter, and to credits alone when there is none', () => {
    const beach = PACKS.find((p) => p.Title === 'Beach Day')!;
    expect(trainingCostNote(beach, catalogue)).toMatch(/or \$10\.00 more with Office Starter, which includes it\.$/);
    expect(trainingCostNote(beach, PACKS)).toBe('Needs a trained model — training one costs 1150 credits.');
  });
});
