import { CREDITS_PER_IMAGE, CREDITS_PER_TRAINING, priceToNumber, type Package } from 'api-client';

// The admin pricing calculator's constants (spec part 2 §9). A "token" is one credit.
/** Card processing: 2.9 % of the price plus 30 cents per payment. */
export const CARD_FEE_RATE = 0.029;
export const CARD_FEE_FIXED_USD = 0.3;
/** Taken off every price before it is ours (sales tax, app store, partners): 20 %. */
export const PRICE_DEDUCTION_RATE = 0.2;
/** What one generated image costs us on the engine. */
export const IMAGE_COST_USD = 0.018336;
/** The default cost of one credit: a tenth of an image's cost (an image is 10 credits). */
export const DEFAULT_TOKEN_COST_USD = IMAGE_COST_USD / 10;
/** A training is priced at 115 images' worth of credits (115 × 10 = 1150). */
export const TRAINING_IMAGE_MULTIPLE = CREDITS_PER_TRAINING / CREDITS_PER_IMAGE;
export const DEFAULT_BUNDLE = { credits: 2000, priceUsd: 15 } as const;

export interface BundleMargin {
  priceUsd: number;
  credits: number;
  cardFeeUsd: number;
  deductionUsd: number;
  /** What is left of the price after the card fee and the deduction. */
  netUsd: number;
  /** What the credits cost us if every one is spent, at the given token cost. */
  creditCostUsd: number;
  marginUsd: number;
  /** marginUsd / priceUsd; null for a free bundle. */
  marginRate: number | null;
  /** The token cost at which the bundle stops paying for itself; null without credits. */
  breakEvenTokenCostUsd: number | null;
}

/** The card fee on one payment of `priceUsd`. */
export function cardFee(priceUsd: number): number {
  return priceUsd * CARD_FEE_RATE + CARD_FEE_FIXED_USD;
}

/** The margin of selling `credits` for `priceUsd` when one credit costs us `tokenCostUsd`. */
export function bundleMargin(credits: number, priceUsd: number, tokenCostUsd: number = DEFAULT_TOKEN_COST_USD): BundleMargin {
  const cardFeeUsd = cardFee(priceUsd);
  const deductionUsd = priceUsd * PRICE_DEDUCTION_RATE;
  const netUsd = priceUsd - cardFeeUsd - deductionUsd;
  const creditCostUsd = credits * tokenCostUsd;
  const marginUsd = netUsd - creditCostUsd;
  return {
    priceUsd,
    credits,
    cardFeeUsd,
    deductionUsd,
    netUsd,
    creditCostUsd,
    marginUsd,
    marginRate: priceUsd > 0 ? marginUsd / priceUsd : null,
    breakEvenTokenCostUsd: credits > 0 ? netUsd / credits : null,
  };
}

/** What one image and one training cost us at `tokenCostUsd` per credit. */
export function unitCosts(tokenCostUsd: number = DEFAULT_TOKEN_COST_USD): { imageUsd: number; trainingUsd: number } {
  const imageUsd = tokenCostUsd * CREDITS_PER_IMAGE;
  return { imageUsd, trainingUsd: imageUsd * TRAINING_IMAGE_MULTIPLE };
}

export interface CatalogueMargin {
  pkg: Package;
  /** null when the display price could not be read. */
  margin: BundleMargin | null;
}

/** Each plan and bundle of the live catalogue with its margin: plans first, then bundles, each by price. */
export function catalogueMargins(packages: readonly Package[], tokenCostUsd: number): CatalogueMargin[] {
  const order = { subscription: 0, payg: 1 } as const;
  return packages
    .map((pkg) => {
      const price = priceToNumber(pkg.Price);
      return { pkg, price, margin: price === null ? null : bundleMargin(pkg.Credits, price, tokenCostUsd) };
    })
    .sort((a, b) => order[a.pkg.Type] - order[b.pkg.Type] || (a.price ?? Infinity) - (b.price ?? Infinity))
    .map(({ pkg, margin }) => ({ pkg, margin }));
}

/** "$7.60"; a loss reads "−$14.78". `digits` for sub-cent amounts such as a token cost. */
export function formatUsd(amount: number, digits = 2): string {
  // Half a cent rounds up, as on paper: 18.975 − 30 is stored as −11.02499…, which should read −$11.03.
  const factor = 10 ** digits;
  const rounded = Math.round(Math.abs(amount) * factor + 1e-6) / factor;
  const text = rounded.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${amount < 0 && rounded > 0 ? '−' : ''}$${text}`;
}

/** "50.7 %"; "—" when there is no rate. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${rate < 0 ? '−' : ''}${Math.abs(rate * 100).toFixed(1)} %`;
}
