// Catalogue fixtures for the commerce tests, shaped like the API's replies.
import { UNSCORED, type MyPackPurchase, type MyPackPurchases, type PackGeneration, type Package, type PhotoPack } from 'api-client';

export function plan(overrides: Partial<Package> & Pick<Package, 'Reference' | 'Price' | 'Credits'>): Package {
  return {
    Title: overrides.Reference[0]!.toUpperCase() + overrides.Reference.slice(1),
    Emoji: '⭐',
    OldPrice: null,
    Type: 'subscription',
    IsMostPopular: false,
    IsCurrentSubscription: false,
    ...overrides,
  };
}

export const PLANS: Package[] = [
  plan({ Reference: 'starter', Title: 'Starter', Price: '$9.99', Credits: 1000 }),
  plan({ Reference: 'pro', Title: 'Pro', Price: '$19.99', Credits: 3000, IsMostPopular: true }),
  plan({ Reference: 'studio', Title: 'Studio', Price: '$49.99', Credits: 9000 }),
  plan({ Reference: 'whale', Title: 'Whale', Price: '$199.99', Credits: 40000 }),
];

export const BUNDLES: Package[] = [
  plan({ Reference: 'payg-70000', Title: '70k', Price: '$299.00', Credits: 70000, Type: 'payg' }),
  plan({ Reference: 'payg-3000', Title: '3k', Price: '$19.00', Credits: 3000, Type: 'payg' }),
  plan({ Reference: 'payg-6000', Title: '6k', Price: '$35.00', Credits: 6000, Type: 'payg' }),
  plan({ Reference: 'payg-30000', Title: '30k', Price: '$149.00', Credits: 30000, Type: 'payg' }),
];

/** The catalogue with one plan marked as the user's current subscription. */
export function packagesWithCurrent(reference: string | null): Package[] {
  return [...PLANS, ...BUNDLES].map((pkg) => ({ ...pkg, IsCurrentSubscription: pkg.Reference === reference }));
}

export function pack(overrides: Partial<PhotoPack> & Pick<PhotoPack, 'PackageID' | 'Title'>): PhotoPack {
  return {
    Reference: overrides.Title.toLowerCase().replace(/\s+/g, '-'),
    Price: '$7.99',
    Credits: 300,
    PhotoPackDescription: `${overrides.Title} photos of you.`,
    Persona: null,
    IncludesTraining: false,
    IsMostPopular: false,
    SampleImages: ['/ai-photographer/files/a.jpg', '/ai-photographer/files/b.jpg'],
    IsApproved: true,
    ...overrides,
  };
}

export const PACKS: PhotoPack[] = [
  pack({ PackageID: 1, Title: 'Office Headshots', Persona: 'professional' }),
  pack({ PackageID: 2, Title: 'Beach Day', Persona: 'influencer', IsMostPopular: true }),
  pack({ PackageID: 3, Title: 'Dating Profile', Persona: 'single', Credits: 600 }),
  pack({ PackageID: 4, Title: 'City Nights', Persona: 'influencer' }),
];

export function generation(overrides: Partial<PackGeneration> = {}): PackGeneration {
  return {
    status: 'success',
    imageCount: 4,
    title: 'Beach Day',
    category: 'travel',
    emoji: '🏖️',
    creditsSpent: 300,
    outputImages: [1, 2, 3, 4].map((n) => ({ fileId: `f${n}`, url: `/ai-photographer/files/f${n}.jpg`, isLiked: false, ...UNSCORED })),
    ...overrides,
  };
}

/** One of the user's bought packs, as my-pack-purchases lists it. */
export function myPurchase(overrides: Partial<MyPackPurchase> & Pick<MyPackPurchase, 'purchaseId' | 'title'>): MyPackPurchase {
  return { emoji: '📸', purchasedAt: '2030-03-15T12:00:00.000Z', state: 'unused', generationId: null, ...overrides };
}

/** My packs: newest first, with the oldest unused one pending (as the server answers). */
export function myPacks(purchases: MyPackPurchase[]): MyPackPurchases {
  const pending = [...purchases].reverse().find((p) => p.state === 'unused');
  return { status: 'success', purchases, pendingPurchaseId: pending?.purchaseId ?? null };
}

/** Three bought packs, one in each state. */
export const MY_PACKS: MyPackPurchase[] = [
  myPurchase({ purchaseId: 30, title: 'City Nights', state: 'generating', generationId: 71 }),
  myPurchase({ purchaseId: 20, title: 'Beach Day', state: 'generated', generationId: 70 }),
  myPurchase({ purchaseId: 10, title: 'Office Headshots', state: 'unused' }),
];
