import type { Persona } from 'api-client';
import { decodeBase64Param, encodeBase64Param } from 'shared-ui';

const PERSONAS: readonly Persona[] = ['influencer', 'professional', 'single', 'unknown'];

/** The `persona` query parameter is base64; anything that is not a persona counts as none. */
export function decodePersonaParam(param: string | null): Persona | null {
  const text = decodeBase64Param(param);
  return PERSONAS.find((persona) => persona === text) ?? null;
}

/** The onboarding URL after activation; an unknown persona is left out so the funnel asks again. */
export function activatedOnboardingPath(persona: Persona | null): string {
  const query = new URLSearchParams();
  if (persona && persona !== 'unknown') query.set('persona', encodeBase64Param(persona));
  query.set('activated', '1');
  return `/onboarding?${query.toString()}`;
}
