import { useCallback } from 'react';
import type { Persona } from 'api-client';
import { logEvent } from 'shared-ui';
import { FUNNEL_NAME } from '../content/slides';
import type { SlideKey } from '../content/slide.types';

/**
 * Actions on a slide are logged as `<slide key>:<action>` steps of the onboarding funnel, so the admin
 * report lists them right after the slide's impression.
 */
export function useFunnelEvents(persona: Persona | null) {
  return useCallback(
    (slide: SlideKey, action: string, metadata?: Record<string, unknown>, personaOverride?: Persona) =>
      logEvent({
        eventType: 'other',
        funnelName: FUNNEL_NAME,
        funnelStep: `${slide}:${action}`,
        metadata,
        persona: personaOverride ?? persona,
      }),
    [persona],
  );
}
