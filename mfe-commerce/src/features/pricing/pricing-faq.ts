// The buying-credits questions of the FAQ on the pricing page. Costs come from the shared constants; the
// other claims (roll-over, 35% subscriber saving, refunds) must match docs/credits-and-payments.md.
import { CREDITS_PER_IMAGE, CREDITS_PER_TRAINING, PACK_CREDITS, PACK_IMAGE_COUNT } from 'api-client';

export interface FaqItem {
  question: string;
  answer: string;
}

export const PRICING_FAQ: FaqItem[] = [
  {
    question: 'What can I do with credits?',
    answer: `An image costs ${CREDITS_PER_IMAGE} credits, training your personal model costs ${CREDITS_PER_TRAINING} credits and a photo pack of ${PACK_IMAGE_COUNT} images costs ${PACK_CREDITS} credits.`,
  },
  {
    question: 'Do my credits expire?',
    answer:
      'No. Credits never expire and roll over from month to month. They are not locked when a subscription ends, so you keep every credit you have.',
  },
  {
    question: 'Should I subscribe or buy credits once?',
    answer:
      'A subscription adds credits every month and saves you 35% on photo packs. Pay-as-you-go bundles are a one-time purchase with no commitment. Both kinds of credits work the same way.',
  },
  {
    question: 'Can I change or cancel my subscription?',
    answer:
      'Yes. Switch to another plan from this page at any time, or cancel from your account page. Cancelling stops future payments; the credits you already have stay yours.',
  },
  {
    question: 'How do I pay?',
    answer: 'By card, on a secure checkout page run by our payment provider. We never see or store your card details.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'A refund is possible only if no model has been created and fewer than 20 photos were generated since you signed up. Contact us and we will sort it out.',
  },
];
