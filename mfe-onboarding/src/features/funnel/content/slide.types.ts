import type { Persona } from 'api-client';

/** Part 1 §3 "Onboarding slide", plus the key that names the slide in analytics (funnelStep). */
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
  | 'pack-intro'
  | 'why-ai';

export interface PersonaAnswer {
  persona: Persona;
  label: string;
}

/** Part 1 §2: the persona question's four answers, word for word. */
export const PERSONA_ANSWERS: readonly PersonaAnswer[] = [
  { persona: 'influencer', label: 'Grow my social media' },
  { persona: 'professional', label: 'Upgrade my LinkedIn profile' },
  { persona: 'single', label: 'Get more dating-app matches' },
  { persona: 'unknown', label: 'Just exploring' },
];
