import { PREVIEW_HEADLINE, PREVIEW_TERMS, PROMISE } from 'api-client/promises';
import { PREVIEW_OFFER } from 'shared-ui';
import type { Persona } from 'api-client';
import { DEMO_SELFIES } from './illustrations';
import { PERSONA_SLIDES } from './persona-slides';
import type { OnboardingSlide } from './slide.types';

export const FUNNEL_NAME = 'onboarding';

/** The onboarding demos' fake progress durations. */
export const TRAINING_DEMO_MS = 2000;
export const PROMPT_DEMO_MS = 1000;

const WHY_AI_SHARED =
  `A studio shoot costs ${PROMISE.studioCost}. You own every image and may use them commercially, and credits never expire.`;

/**
 * The funnel's slides for a persona. Before activation: the persona question (unless a persona was
 * supplied), intro, training demo, Training Complete and the e-mail entry; after it: the free preview
 * (skippable), pack introduction and Why use AI.
 */
export function funnelSlides(options: { persona: Persona; askPersona: boolean; activated: boolean }): OnboardingSlide[] {
  const copy = PERSONA_SLIDES[options.persona];
  if (options.activated) {
    return [
      // The free preview, before any purchase; its offer is worded once, in shared-ui (buy-packs makes it too).
      { key: 'preview', ...PREVIEW_OFFER, imageUrl: null, isPreview: true, isAfterActivation: true },
      { key: 'pack-intro', ...copy.packIntro, isAfterActivation: true },
      {
        key: 'why-ai',
        title: 'Why use AI?',
        text: `${copy.whyAi.text} ${WHY_AI_SHARED}`,
        imageUrl: copy.intro.imageUrl,
        imageAlt: copy.intro.imageAlt,
        isAfterActivation: true,
      },
    ];
  }
  const previewPromise = { headline: PREVIEW_HEADLINE, terms: PREVIEW_TERMS };
  const slides: OnboardingSlide[] = [
    // Every persona's first slide says the free preview: two photos of them before paying, once signed up.
    { key: 'intro', ...copy.intro, previewPromise },
    {
      key: 'training-demo',
      title: 'Demo: train an AI model',
      text: `Here is what happens with your own photos: your model learns your face from ${PROMISE.selfies}. These 4 are examples: press Create AI model to see how it works.`,
      imageUrl: null,
      demoSelfies: [...DEMO_SELFIES],
    },
    {
      key: 'training-complete',
      // The spec's Training Complete slide, said to be the demo's: nothing has been uploaded yet.
      title: 'Demo: Training Complete',
      text: copy.trainingComplete.text,
      imageUrl: null,
      demoPrompts: copy.trainingComplete.prompts,
    },
    {
      key: 'email-entry',
      title: 'Ready to get started',
      text: 'Enter your e-mail address and we will send you a link to create your account.',
      imageUrl: null,
      // Shown by the e-mail entry itself (email-entry-slide.tsx), beside the Sign Up button.
      previewPromise,
      isEmailEntry: true,
      isTestimonials: true,
    },
  ];
  if (!options.askPersona) return slides;
  return [
    {
      key: 'persona-question',
      title: 'What brings you here?',
      text: 'Pick one and we will tailor the examples to you.',
      imageUrl: null,
      isPersonaQuestion: true,
    },
    ...slides,
  ];
}
