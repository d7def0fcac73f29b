import type { Package, PhotoPack } from 'api-client';
import { planBuys, priceStory } from './price-story';

const pkg = (Reference: string, Type: Package['Type'], Price: string, Credits: number, Title = Reference): Package =>
  ({ Reference, Title, Emoji: '', Price, OldPrice: null, Credits, Type, IsMostPopular: false, IsCurrentSubscription: false });
const pack = (Price: string, IncludesTraining = false) => ({ Price, Credits: 300, IncludesTraining }) as PhotoPack;

// The seeded catalogue (server/migrations/0012_commerce.sql, 0013_pack_generations.sql).
const PACKAGES = [
  pkg('starter', 'subscription', '$19.99', 2000, 'Starter'), pkg('pro', 'subscription', '$39.99', 5000, 'Pro'),
  pkg('payg-3000', 'payg', '$39.99', 3000, '3K credits'), pkg('payg-6000', 'payg', '$74.99', 6000, '6K credits'),
];

describe('priceStory', () => {
  it('says what 10, 1150 and 300 credits are in dollars, from the smallest bundle and the best plan', () => {
    const story = priceStory(PACKAGES, [pack('$7.99')])!;
    expect(story.lines).toEqual([
      { what: 'One photo', credits: '10 credits', dollars: '$0.13 from the 3K credits bundle, $0.08 on Pro' },
      { what: 'One model training', credits: '1150 credits', dollars: '$15.33 from the 3K credits bundle, $9.20 on Pro' },
      { what: 'One photo pack (30 photos)', credits: '300 credits', dollars: '$4.00 from the 3K credits bundle, or $7.99 bought on its own ($5.19 for subscribers)' },
    ]);
  });

  it('says which way of buying a pack is cheaper for whom, and what the saving is measured against', () => {
    const story = priceStory(PACKAGES, [pack('$12.99', true), pack('$7.99')], false)!;
    expect(story.packAdvice).toContain('Want just one pack? Buy it on its own for $7.99: the least you can spend.');
    expect(story.packAdvice).toContain('300 credits make a pack, $4.00 from the 3K credits bundle ($39.99 for 3000 credits)');
    expect(story.savingNote).toBe('"Save 35%" is measured against a pack\'s one-time price: $7.99 becomes $5.19 while you subscribe. Credits from a plan never expire, even after you cancel.');
  });

  it('tells someone without a model that a first pack costs the starter, and never calls $7.99 the least they can spend', () => {
    const story = priceStory(PACKAGES, [{ ...pack('$19.99', true), Title: 'LinkedIn Headshots Starter' }, pack('$7.99')], true)!;
    expect(story.packAdvice).toContain('Your first pack: LinkedIn Headshots Starter ($19.99) trains your model and makes 30 photos, the least your first photos cost.');
    expect(story.packAdvice).toContain('Once your model is trained, another pack is $7.99 on its own.');
    expect(story.packAdvice).not.toContain('the least you can spend');
  });

  it('tells what a plan buys with a model and without one yet', () => {
    expect(planBuys(2000)).toEqual({
      withModel: 'Enough for 6 photo packs once your model is trained',
      newUser: 'New here? Your first month trains your model and makes 2 photo packs',
    });
    expect(planBuys(1300)).toEqual({
      withModel: 'Enough for 4 photo packs once your model is trained',
      newUser: 'New here? Your first month trains your model, with 150 credits left for photos',
    });
    expect(planBuys(1000).newUser).toBe('New here? Training your model takes 1150 credits, more than a month of this plan');
  });

  it('says nothing until the catalogue is known', () => {
    expect(priceStory([], [pack('$7.99')])).toBeNull();
    expect(priceStory(PACKAGES, [])).toBeNull();
  });
});
