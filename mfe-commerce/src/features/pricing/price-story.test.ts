import type { Package, PhotoPack } from 'api-client';
import { priceStory } from './price-story';

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
    const story = priceStory(PACKAGES, [pack('$12.99', true), pack('$7.99')])!;
    expect(story.packAdvice).toContain('Want just one pack? Buy it on its own for $7.99');
    expect(story.packAdvice).toContain('300 credits make a pack, $4.00 from the 3K credits bundle ($39.99 for 3000 credits)');
    expect(story.savingNote).toBe('"Save 35%" is measured against a pack\'s one-time price: $7.99 becomes $5.19 while you subscribe. Credits from a plan never expire, even after you cancel.');
  });

  it('says nothing until the catalogue is known', () => {
    expect(priceStory([], [pack('$7.99')])).toBeNull();
    expect(priceStory(PACKAGES, [])).toBeNull();
  });
});
