import { PREVIEW_FUNNEL_STEPS, type AnalyticsEvent, type FUNNEL_NAMES, type Persona } from 'api-client';
import { logEvent } from 'shared-ui/start-up';

/** The free preview's funnel (docs/analytics.md). */
export const PREVIEW_FUNNEL = 'preview' satisfies (typeof FUNNEL_NAMES)[number];

type FunnelStep = (typeof PREVIEW_FUNNEL_STEPS)[number];
const step = <S extends FunnelStep>(name: S): S => name;

/**
 * The step names the server's funnel report orders the preview funnel by (PREVIEW_FUNNEL_STEPS), so each
 * step's conversion from the one before is counted. A skip is an onboarding action, not one of them.
 */
export const PREVIEW_STEPS = {
  /** The step (or buy-packs' invitation) was shown. */
  shown: step('shown'),
  selfieSent: step('selfie-sent'),
  /** The first preview photo was displayed. */
  seen: step('preview-seen'),
  /** "Get 30 like this" clicked. */
  get30: step('pack-chosen'),
  /** A pack bought by a user who made a preview (purchase confirmation). */
  packBought: step('pack-bought'),
} as const;
export type PreviewStep = keyof typeof PREVIEW_STEPS;

/** Where a preview is shown: onboarding's step or buy-packs. */
export type PreviewPlace = 'onboarding' | 'buy-packs';

// Views are impressions, clicks other events, the purchase the conversion.
const EVENT_TYPES: Record<PreviewStep, AnalyticsEvent['eventType']> = {
  shown: 'impression',
  selfieSent: 'other',
  seen: 'impression',
  get30: 'other',
  packBought: 'conversion',
};

/** Logs one step of the preview funnel (fire and forget, like every funnel event). */
export function logPreviewEvent(name: PreviewStep, persona?: Persona | null, metadata?: Record<string, unknown>): void {
  logEvent({ eventType: EVENT_TYPES[name], funnelName: PREVIEW_FUNNEL, funnelStep: PREVIEW_STEPS[name], persona, metadata });
}
