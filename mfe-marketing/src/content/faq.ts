// The landing page's 11 FAQ items. Claims about credits, the 35% subscriber saving and packs must match
// docs/credits-and-payments.md and docs/photo-packs.md; refunds, ownership and studio cost are marketing copy.
import type { FaqItem } from './content.types';

export const FAQ: FaqItem[] = [
  {
    question: 'How does AI Photographer work?',
    answer:
      'You upload 12-20 selfies and we fine-tune a personal AI model on them. Once your model is trained you can generate new photos of yourself in any style, outfit or setting, or order a photo pack of 30 ready-made photos.',
  },
  {
    question: 'What photos should I upload?',
    answer:
      'Use 12-20 recent photos of just you, taken on different days with different outfits, backgrounds and lighting. Include close-ups and a few half-body shots, and avoid sunglasses, hats, filters and other people in the frame.',
  },
  {
    question: 'How long does it take?',
    answer:
      'Training your model takes around 20-30 minutes. A photo pack holds 30 photos in a chosen style and is delivered in about 30 minutes; single images take seconds once your model is ready.',
  },
  {
    question: 'How much cheaper is it than a photo studio?',
    answer:
      'A professional studio shoot typically costs $300-$500 for a handful of edited photos. With AI Photographer a whole pack of 30 photos costs a fraction of that, and you can try as many looks as you like.',
  },
  {
    question: 'Which AI models do you use?',
    answer:
      'Your personal model is a LoRA fine-tune of the Flux image generation model, our main generation model. Other models are used for post-processing and upscaling, so faces stay sharp and photos print well.',
  },
  {
    question: 'Do my credits expire?',
    answer:
      'No. Credits never expire, and credits from a subscription roll over from month to month. They stay in your account even if you cancel your subscription.',
  },
  {
    question: 'Is a subscription worth it?',
    answer:
      'If you generate photos regularly, yes: subscribers get monthly credits and save 35% on their next photo pack. You can cancel at any time and keep the credits you have.',
  },
  {
    question: 'Who owns the photos I generate?',
    answer:
      'You do. You own the images you generate and may use them for any purpose, including commercial use such as your business website, marketing or sponsored posts.',
  },
  {
    question: 'What happens to my selfies?',
    answer:
      'Your selfies are used only to train your own model. We never sell them, never use them to train models for anyone else, and delete them and your model when you ask us to.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'A refund is possible only if no model has been created and fewer than 20 photos were generated since you signed up. Contact our payments support address and we will sort it out.',
  },
  {
    question: 'Can I create photos of someone else?',
    answer:
      'Only of yourself, or of an adult who has given you consent to use their photos. Photos of minors, public figures, nudity and impersonation are not allowed; see our rules for details.',
  },
];
