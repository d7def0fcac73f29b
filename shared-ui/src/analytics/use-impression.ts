import { useEffect, useRef } from 'react';
import type { Persona } from 'api-client';
import { logEvent } from './log-event';

/**
 * Logs one impression of a funnel step per mount (and again when the step changes). React's strict
 * mode runs the effect twice in development; the server stores the same event within 2 s once.
 */
export function useImpression(funnelName: string, funnelStep: string, persona?: Persona | null): void {
  // The persona travels with the impression, but a persona change alone is not a new impression.
  const latestPersona = useRef(persona);
  latestPersona.current = persona;
  useEffect(() => {
    logEvent({ eventType: 'impression', funnelName, funnelStep, persona: latestPersona.current });
  }, [funnelName, funnelStep]);
}
