// Every number the site promises a visitor or a buyer, in one place (docs/promises.md): the landing page,
// the FAQ, onboarding, the pricing and confirmation pages, the train page, the e-mails and the privacy
// policy read them from here, and `promiseContradictions` finds any page that says otherwise. Its own entry,
// api-client/promises (a singleton of its own): the landing page reads it on its first load, the signed-in
// studio's first render does not. The runtime entry's settings and limits are reached through its package path,
// so the site keeps one copy of them.
import { DEFAULT_TRAINER, MAX_TRAINING_IMAGES, MIN_TRAINING_IMAGES, PACK_IMAGE_COUNT, runtimeSettings, TRAINERS } from 'api-client/runtime';

/** A pack's photos once the model is trained: its 30 images are made at once, in a few minutes. */
export const PACK_ESTIMATE_MINUTES = 5;
/** Subscribers pay this much less than the one-time price of a photo pack. */
export const SUBSCRIBER_PACK_DISCOUNT_PERCENT = 35;
/** What a photographer's studio shoot costs, the comparison the marketing copy makes (the spec's claim). */
export const STUDIO_SHOOT_COST_USD = { low: 300, high: 500 } as const;
/** The server's default SELFIE_RETENTION_DAYS: training photos are deleted this long after the training ends. */
export const DEFAULT_SELFIE_RETENTION_DAYS = 30;
/**
 * The server's default PREVIEW_REUSE_DAYS: after an account that had its free preview is deleted, a keyed hash
 * of its address is kept this long, so the same person gets no second preview by signing up again.
 */
export const DEFAULT_PREVIEW_REUSE_DAYS = 90;
/**
 * The free preview (docs/previews.md): photos of you from one selfie, before paying, once per person (an
 * activated one, so it needs a sign-up). How many photos it makes: one per style of `PREVIEW_STYLES`.
 */
export const PREVIEW_IMAGE_COUNT = 2;
/**
 * The longest the preview promises its first photo takes, from the selfie. Measured in a visitor's browser
 * (`npm run bench:journey`): 7.7 s on the mock engine, about 15 s at the identity model's reported latency
 * (docs/previews.md#how-to-measure); a minute leaves room for a slow provider, a phone's upload included.
 */
export const PREVIEW_PROMISE_SECONDS = 60;

/**
 * How long a training takes with the configured trainer (runtime-config's `training`), or the default
 * trainer's before it is known. Every training time the site states comes from here, so switching the
 * trainer (TRAINER) changes every promise at once.
 */
export function trainingMinutes(): number {
  try {
    return runtimeSettings().training?.expectedMinutes ?? TRAINERS[DEFAULT_TRAINER].expectedMinutes;
  } catch {
    return TRAINERS[DEFAULT_TRAINER].expectedMinutes;
  }
}

/** From the selfies to a first pack: the training, then the pack's photos. */
export const firstPackMinutes = () => trainingMinutes() + PACK_ESTIMATE_MINUTES;

/** The configured selfie retention (runtime-config), or the default before it is known (prerendering, tests). */
export function selfieRetentionDays(): number {
  try {
    return runtimeSettings().privacy?.selfieRetentionDays ?? DEFAULT_SELFIE_RETENTION_DAYS;
  } catch {
    return DEFAULT_SELFIE_RETENTION_DAYS;
  }
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  fifteen: 15, twenty: 20, thirty: 30,
};
const number = (word: string) => (/^\d+$/.test(word) ? Number(word) : WORD_NUMBERS[word.toLowerCase()] ?? NaN);
/** "two" for 2: a small count in words, as the copy writes it (digits past twelve). */
const inWords = (count: number) => Object.keys(WORD_NUMBERS).find((word) => WORD_NUMBERS[word] === count && count <= 12) ?? String(count);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "under a minute" for 60 s, "under 30 seconds" for 30: the preview's wait as the copy says it. */
const previewWait = (seconds: number) =>
  seconds === 60 ? 'under a minute' : seconds % 60 === 0 ? `under ${seconds / 60} minutes` : `under ${seconds} seconds`;

/** The promises as the copy writes them (the training times read the configured trainer when asked). */
export const PROMISE = {
  selfies: `${MIN_TRAINING_IMAGES}–${MAX_TRAINING_IMAGES} selfies`,
  get trainingTime() {
    return `about ${trainingMinutes()} minutes`;
  },
  packTime: `about ${PACK_ESTIMATE_MINUTES} minutes`,
  get firstPackTime() {
    return `about ${firstPackMinutes()} minutes`;
  },
  packPhotos: `${PACK_IMAGE_COUNT} photos`,
  studioCost: `$${STUDIO_SHOOT_COST_USD.low}–$${STUDIO_SHOOT_COST_USD.high}`,
  subscriberSaving: `${SUBSCRIBER_PACK_DISCOUNT_PERCENT}%`,
  /** "two free photos of you" */
  previewPhotos: `${inWords(PREVIEW_IMAGE_COUNT)} free photos of you`,
  /** "under a minute" */
  previewTime: previewWait(PREVIEW_PROMISE_SECONDS),
  /** "two free photos of you in under a minute" */
  preview: `${inWords(PREVIEW_IMAGE_COUNT)} free photos of you in ${previewWait(PREVIEW_PROMISE_SECONDS)}`,
} as const;

/** Where a visitor decides (hero, FAQ, onboarding): "Two free photos of you in under a minute, before you pay." */
export const PREVIEW_HEADLINE = `${capitalised(PROMISE.preview)}, before you pay.`;
/** What the preview asks, said beside it in the same size of type: a sign-up, one selfie, once per person. */
export const PREVIEW_TERMS = 'Sign up with your e-mail and send one selfie: one free preview per person.';

/** "about 30 minutes: about 25 to train your model, then about 5 for the photos" (with the configured trainer). */
export const firstPackBreakdown = () =>
  `${PROMISE.firstPackTime}: about ${trainingMinutes()} to train your model, then about ${PACK_ESTIMATE_MINUTES} for the photos`;

/** "Your photos are deleted 30 days after the training ends ..." with the configured period. */
export const selfieRetentionText = (days = selfieRetentionDays()) =>
  `deleted ${days} days after your training ends, or at once when you delete your model or your account`;

/** A stated wait in seconds ("a minute", "30 seconds", "2 mins"), or NaN when the words are no count. */
function waitSeconds(count: string, unit: string): number {
  const amount = /^an?$/i.test(count) ? 1 : number(count);
  return amount * (/^h/i.test(unit) ? 3600 : /^m/i.test(unit) ? 60 : 1);
}

/**
 * The claims in a text that contradict the promises above, each as the words that say it: a time for a
 * training or a pack other than the promised ones ("around 20-30 minutes", "an hour later"), a selfie count
 * other than 12–20 ("Four selfies in"), a studio cost other than $300–$500, a subscriber saving other than
 * 35%, selfies kept "until you ask", or a free preview of another photo count ("three free photos") or
 * another wait ("free photos in 30 seconds", "within seconds"). Reading times ("6 minute read") and countdowns
 * ("About 12 minutes remaining") are not claims.
 */
export function promiseContradictions(text: string, retentionDays = selfieRetentionDays()): string[] {
  const found: string[] = [];
  const allowedMinutes = new Set([trainingMinutes(), PACK_ESTIMATE_MINUTES, firstPackMinutes()]);
  for (const match of text.matchAll(/\b(about|around|roughly|approximately|~)\s*(\d+)(?:\s*(?:-|–|to)\s*(\d+))?\s*(?:minutes?|mins?)\b(?!\s+(?:remaining|left|ago))/gi)) {
    const [claim, , from, to] = match;
    if (to !== undefined || !allowedMinutes.has(Number(from))) found.push(claim.trim());
  }
  for (const match of text.matchAll(/\b(an|one|a few|\d+)\s+hours?\s+later\b/gi)) found.push(match[0]);
  for (const match of text.matchAll(/\b(\w+)(?:\s*(?:-|–|to)\s*(\d+))?\s+selfies\b/gi)) {
    const [claim, first, second] = match;
    const low = number(first as string);
    if (Number.isNaN(low)) continue; // "your selfies", "a few selfies": no count
    const range = second !== undefined && (low !== MIN_TRAINING_IMAGES || Number(second) !== MAX_TRAINING_IMAGES);
    const single = second === undefined && (low < MIN_TRAINING_IMAGES || low > MAX_TRAINING_IMAGES);
    if (range || single) found.push(claim);
  }
  for (const match of text.matchAll(/\$(\d+)\s*(?:-|–|to)\s*\$(\d+)/g)) {
    if (Number(match[1]) !== STUDIO_SHOOT_COST_USD.low || Number(match[2]) !== STUDIO_SHOOT_COST_USD.high) found.push(match[0]);
  }
  for (const match of text.matchAll(/\b(?:save|saves|saving)\s+(\d+)\s*%/gi)) {
    if (Number(match[1]) !== SUBSCRIBER_PACK_DISCOUNT_PERCENT) found.push(match[0]);
  }
  for (const match of text.matchAll(/\b(\d+)\s*%\s+(?:off|less)\b/gi)) {
    if (Number(match[1]) !== SUBSCRIBER_PACK_DISCOUNT_PERCENT) found.push(match[0]);
  }
  if (/\b(?:delete|deleted|deletes)\b[^.]{0,80}\bwhen you ask\b/i.test(text)) found.push('deleted when you ask');
  for (const match of text.matchAll(/\bdeleted\s+(\d+)\s+days\b/gi)) {
    if (Number(match[1]) !== retentionDays) found.push(match[0]);
  }
  for (const match of text.matchAll(/\b(\w+)\s+free\s+(?:preview\s+)?(?:photos?|pictures?|images?)\b/gi)) {
    const count = number(match[1] as string);
    if (!Number.isNaN(count) && count !== PREVIEW_IMAGE_COUNT) found.push(match[0]);
  }
  // A wait said in the same sentence as the free preview: only the promised one.
  for (const match of text.matchAll(/\bfree\b[^.!?]{0,60}?\b(?:in|within|under|less than)\s+(?:under\s+|less than\s+)?(?:(an?|\w+)\s+(seconds?|secs?|minutes?|mins?|hours?)|(seconds|minutes|a few (?:seconds|minutes)))\b/gi)) {
    const [claim, count, unit, vague] = match;
    if (vague !== undefined || waitSeconds(count as string, unit as string) !== PREVIEW_PROMISE_SECONDS) found.push(claim.slice(claim.search(/\b(?:in|within|under|less than)\s/i)));
  }
  return found;
}
