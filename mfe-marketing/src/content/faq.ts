// The landing page's 11 FAQ items (the spec's count). Times, counts, the free preview, the subscriber saving, the
// studio cost and the selfie retention come from api-client's promises (docs/promises.md); claims about credits and
// packs must match docs/credits-and-payments.md and docs/photo-packs.md; refunds, ownership and studio cost are
// marketing copy.
import { MAX_TRAINING_IMAGES, MIN_TRAINING_IMAGES } from 'api-client/runtime';
import {
  firstPackBreakdown, PREVIEW_HEADLINE, PREVIEW_TERMS, PROMISE, selfieRetentionDays, selfieRetentionText,
} from 'api-client/promises';
import type { FaqItem } from './content.types';

export const PREVIEW_QUESTION = 'Can I see photos of me before I pay?';

/** How the refund answer reaches support: the configured address once the page knows it (runtime-config). */
const writeTo = (supportEmail: string | null) =>
  supportEmail ? `Write to ${supportEmail}` : 'Write to our payments address on the help page';

/**
 * The FAQ with the configured selfie retention and payments support address (runtime-config; while
 * prerendering, the default retention and no address: the page fills it in once it runs).
 */
export const faqItems = (retentionDays = selfieRetentionDays(), supportEmail: string | null = null): FaqItem[] => [
  {
    question: 'How does AI Photographer work?',
    answer:
      `You upload ${PROMISE.selfies} and we fine-tune a personal AI model on them: a LoRA fine-tune of the Flux image generation model, our main generation model, with other models for post-processing and upscaling so faces stay sharp and photos print well. Once your model is trained you can generate new photos of yourself in any style, outfit or setting, or order a photo pack of ${PROMISE.packPhotos} ready-made.`,
  },
  {
    question: PREVIEW_QUESTION,
    answer:
      `Yes. ${PREVIEW_HEADLINE} ${PREVIEW_TERMS} Nothing is trained for it: an identity model makes the photos from your selfie, small and marked "Preview", and each one leads to the pack that makes ${PROMISE.packPhotos} like it.`,
  },
  {
    question: 'What photos should I upload?',
    answer:
      `Use ${MIN_TRAINING_IMAGES}–${MAX_TRAINING_IMAGES} recent photos of just you, taken on different days with different outfits, backgrounds and lighting. Include close-ups and a few half-body shots, and avoid sunglasses, hats, filters and other people in the frame.`,
  },
  {
    question: 'How long does it take?',
    answer:
      `The first photos of you take ${PROMISE.previewTime}: that is the free preview. Your first pack takes ${firstPackBreakdown()}. After that a photo pack of ${PROMISE.packPhotos} takes ${PROMISE.packTime}, and single images take seconds.`,
  },
  {
    question: 'How much cheaper is it than a photo studio?',
    answer:
      `A professional studio shoot typically costs ${PROMISE.studioCost} for a handful of edited photos. With AI Photographer a whole pack of ${PROMISE.packPhotos} costs a fraction of that, and you can try as many looks as you like.`,
  },
  {
    question: 'Do my credits expire?',
    answer:
      'No. Credits never expire, and credits from a subscription roll over from month to month. They stay in your account even if you cancel your subscription.',
  },
  {
    question: 'Is a subscription worth it?',
    answer:
      `If you generate photos regularly, yes: subscribers get monthly credits and pay ${PROMISE.subscriberSaving} less than the one-time price for every photo pack. You can cancel at any time and keep the credits you have.`,
  },
  {
    question: 'Who owns the photos I generate?',
    answer:
      'You do. You own the images you generate and may use them for any purpose, including commercial use such as your business website, marketing or sponsored posts.',
  },
  {
    question: 'What happens to my selfies?',
    answer:
      `Your selfies are used only to train your own model. We never sell them or use them to train models for anyone else, and they are ${selfieRetentionText(retentionDays)}.`,
  },
  {
    question: 'Can I get a refund?',
    answer:
      `A refund is possible only if no model has been created and fewer than 20 photos were generated since you signed up. ${writeTo(supportEmail)} and we will sort it out.`,
  },
  {
    question: 'Can I create photos of someone else?',
    answer:
      'Only of yourself, or of an adult who has given you consent to use their photos. Photos of minors, public figures, nudity and impersonation are not allowed; see our rules for details.',
  },
];
