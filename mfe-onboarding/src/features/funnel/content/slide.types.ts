import type { Persona } from 'api-client';

/** One slide of the onboarding funnel, with the key that names it in analytics (funnelStep). */
export interface OnboardingSlide {
  key: SlideKey;
  title: string;
  text: string;
  /** An illustration, or null when the slide shows its own pictures (selfies, prompts). */
  imageUrl: string | null;
  imageAlt?: string;
  demoPrompts?: DemoPrompt[];
  demoSelfies?: string[];
  isTestimonials?: boolean;
  isEmailEntry?: boolean;
  isPersonaQuestion?: boolean;
  isAfterActivation?: boolean;
  /** The free preview step (its own feature), composed in by the page. */
  isPreview?: boolean;
  /** The free preview's promise and terms, said on this slide (docs/promises.md): before sign-up, where the visitor decides. */
  previewPromise?: { headline: string; terms: string };
}

export interface DemoPrompt {
  prompt: string;
  /** The example result shown once the fake generation is done. */
  imageUrl: string;
}

export type SlideKey =
  | 'persona-question'
  | 'intro'
  | 'training-demo'
  | 'training-complete'
  | 'email-entry'
  | 'preview'
  | 'pack-intro'
  | 'why-ai';

export interface PersonaAnswer {
  persona: Persona;
  label: string;
}

/** The persona question's four answers. */
export const PERSONA_ANSWERS: readonly PersonaAnswer[] = [
  { persona: 'influencer', label: 'Grow my social media' },
  { persona: 'professional', label: 'Upgrade my LinkedIn profile' },
  { persona: 'single', label: 'Get more dating-app matches' },
  { persona: 'unknown', label: 'Just exploring' },
];
