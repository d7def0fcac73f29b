import {
  CREDITS_PER_IMAGE, CREDITS_PER_TRAINING, PACK_CREDITS, PACK_IMAGE_COUNT, priceToNumber, PROMISE, SUBSCRIBER_PACK_DISCOUNT_PERCENT,
  type Package, type PhotoPack,
} from 'api-client';
import { creditsText } from 'shared-ui';

/** One line of the story: what a thing costs, in credits and in dollars. */
export interface PriceLine {
  what: string;
  credits: string;
  dollars: string;
}

export interface PriceStory {
  lines: PriceLine[];
  /** Which way of buying a pack is cheaper, for whom. */
  packAdvice: string;
  /** What "Save 35 %" is measured against. */
  savingNote: string;
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;
const packsText = (count: number) => `${count} photo ${count === 1 ? 'pack' : 'packs'}`;

/** A subscription's credits divided by a pack's credits give its equivalent photo packs. */
export function equivalentPacks(credits: number): number {
  return Math.floor(credits / PACK_CREDITS);
}

/** What a plan's monthly credits buy: for someone whose model exists, and for someone who needs a training first. */
export interface PlanBuys {
  withModel: string;
  newUser: string;
}

/**
 * The same credits told twice (issue 37): "Enough for 6 photo packs" holds only once a model exists; a new user
 * spends CREDITS_PER_TRAINING of the first month on the training, and the rest buys fewer packs.
 */
export function planBuys(credits: number): PlanBuys {
  const afterTraining = credits - CREDITS_PER_TRAINING;
  const firstMonthPacks = afterTraining >= 0 ? equivalentPacks(afterTraining) : 0;
  return {
    withModel: `Enough for ${packsText(equivalentPacks(credits))} once your model is trained`,
    newUser: afterTraining < 0
      ? `New here? Training your model takes ${creditsText(CREDITS_PER_TRAINING)}, more than a month of this plan`
      : firstMonthPacks > 0
        ? `New here? Your first month trains your model and makes ${packsText(firstMonthPacks)}`
        : `New here? Your first month trains your model, with ${creditsText(afterTraining)} left for photos`,
  };
}
/** Dollars per credit of a package: its price over its credits. */
const perCredit = (pkg: Package) => (priceToNumber(pkg.Price) ?? Number.NaN) / pkg.Credits;

/**
 * How the prices add up (docs/credits-and-payments.md#prices-that-add-up), from the catalogue the server
 * sells at: what 10, 1150 and 300 credits cost in dollars from the smallest bundle and the best plan, what a
 * pack costs on its own, and with the subscriber's saving. Null until the catalogue is known.
 */
export function priceStory(packages: readonly Package[], packs: readonly PhotoPack[], needsModel = true): PriceStory | null {
  const bundles = packages.filter((pkg) => pkg.Type === 'payg').sort((a, b) => a.Credits - b.Credits);
  const plans = packages.filter((pkg) => pkg.Type === 'subscription');
  const smallest = bundles[0];
  const regularPack = packs.find((pack) => !pack.IncludesTraining && pack.Credits === PACK_CREDITS);
  const packPrice = regularPack ? priceToNumber(regularPack.Price) : null;
  if (!smallest || packPrice === null) return null;
  const bundleRate = perCredit(smallest);
  const bestPlan = [...plans].sort((a, b) => perCredit(a) - perCredit(b))[0];
  const planRate = bestPlan ? perCredit(bestPlan) : null;
  const fromBundle = (credits: number) => usd(credits * bundleRate);
  const withPlan = (credits: number) => (planRate === null ? '' : `, ${usd(credits * planRate)} on ${bestPlan!.Title}`);
  const subscriberPack = packPrice * (1 - SUBSCRIBER_PACK_DISCOUNT_PERCENT / 100);
  const starter = [...packs].filter((pack) => pack.IncludesTraining).sort((a, b) => (priceToNumber(a.Price) ?? Infinity) - (priceToNumber(b.Price) ?? Infinity))[0];
  // "The least you can spend" only where it is true: without a model, a pack alone makes no photos yet.
  const onePack = needsModel && starter
    ? `Your first pack: ${starter.Title} (${starter.Price}) trains your model and makes ${PROMISE.packPhotos}, the least your first photos cost. ` +
      `Once your model is trained, another pack is ${usd(packPrice)} on its own.`
    : `Want just one pack? Buy it on its own for ${usd(packPrice)}: the least you can spend.`;
  return {
    lines: [
      { what: 'One photo', credits: creditsText(CREDITS_PER_IMAGE), dollars: `${fromBundle(CREDITS_PER_IMAGE)} from the ${smallest.Title} bundle${withPlan(CREDITS_PER_IMAGE)}` },
      { what: 'One model training', credits: creditsText(CREDITS_PER_TRAINING), dollars: `${fromBundle(CREDITS_PER_TRAINING)} from the ${smallest.Title} bundle${withPlan(CREDITS_PER_TRAINING)}` },
      {
        what: `One photo pack (${PACK_IMAGE_COUNT} photos)`,
        credits: creditsText(PACK_CREDITS),
        dollars: `${fromBundle(PACK_CREDITS)} from the ${smallest.Title} bundle, or ${usd(packPrice)} bought on its own (${usd(subscriberPack)} for subscribers)`,
      },
    ],
    packAdvice:
      `${onePack} Want more than one, or photos of your own ` +
      `choosing too? Credits are cheaper: ${creditsText(PACK_CREDITS)} make a pack, ${fromBundle(PACK_CREDITS)} from the ${smallest.Title} bundle ` +
      `(${smallest.Price} for ${creditsText(smallest.Credits)}). A pack needs a trained model: training costs ${creditsText(CREDITS_PER_TRAINING)}, ` +
      'or choose a starter pack, which includes it.',
    savingNote:
      `"Save ${PROMISE.subscriberSaving}" is measured against a pack's one-time price: ${usd(packPrice)} becomes ${usd(subscriberPack)} ` +
      'while you subscribe. Credits from a plan never expire, even after you cancel.',
  };
}
