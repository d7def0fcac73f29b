import { decodeBase64Param, type LogEventInput } from 'shared-ui/start-up';

export const CONVERSION_PARAM = 'conversion';

const PERSONAS = ['influencer', 'professional', 'single', 'unknown'];

/**
 * A conversion carried by a redirect: the parameter is base64url JSON of the event. Answers what to log,
 * or null when the text is not such an event (a mangled link must not break the page).
 */
export function parseConversionParam(param: string): LogEventInput | null {
  const text = decodeBase64Param(param);
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const event = value as Record<string, unknown>;
  if (typeof event.funnelName !== 'string' || typeof event.funnelStep !== 'string') return null;
  const metadata = event.metadata && typeof event.metadata === 'object' ? (event.metadata as Record<string, unknown>) : undefined;
  const persona = PERSONAS.find((p) => p === event.persona) as LogEventInput['persona'];
  return { eventType: 'conversion', funnelName: event.funnelName, funnelStep: event.funnelStep, metadata, persona };
}
