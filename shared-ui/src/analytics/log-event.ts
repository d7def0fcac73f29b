import type { AnalyticsEvent, Persona } from 'api-client';
import { FUNNEL_VERSION, logAnalyticsEvent } from 'api-client/runtime';
import { MOBILE_BREAKPOINT } from '../theme/theme';

const REFERRAL_KEY = 'analyticsReferralId';

export interface LogEventInput {
  eventType: AnalyticsEvent['eventType'];
  funnelName: string;
  funnelStep: string;
  metadata?: Record<string, unknown>;
  persona?: Persona | null;
}

/** The layout counts as mobile at 760 px and below (MOBILE_BREAKPOINT). */
export function isMobileDevice(): boolean {
  try {
    return window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT}px)`).matches;
  } catch {
    return false;
  }
}

/** The referral id (`rid`) of the landing URL, remembered for the rest of the visit. */
export function referralId(): string | null {
  try {
    const fromQuery = new URLSearchParams(window.location.search).get('rid');
    if (fromQuery) sessionStorage.setItem(REFERRAL_KEY, fromQuery);
    return fromQuery || sessionStorage.getItem(REFERRAL_KEY);
  } catch {
    return null; // storage blocked: the referral is still read from this page's URL above
  }
}

/** The full event the API expects, filled from the page the visitor is on. */
export function buildEvent(input: LogEventInput): AnalyticsEvent {
  const mobile = isMobileDevice();
  return {
    eventType: input.eventType,
    pagePath: window.location.pathname,
    funnelName: input.funnelName,
    funnelStep: input.funnelStep,
    metadata: { ...input.metadata, deviceType: mobile ? 'mobile' : 'desktop' },
    isMobileDevice: mobile,
    funnelVersion: FUNNEL_VERSION,
    funnelStepVersion: FUNNEL_VERSION,
    persona: input.persona ?? null,
    referralId: referralId(),
  };
}

/**
 * Records a funnel event, fire and forget: it never throws and never makes the caller wait.
 * A failure is only logged: analytics must never get in the user's way.
 */
export function logEvent(input: LogEventInput): void {
  try {
    logAnalyticsEvent(buildEvent(input)).catch((error: unknown) => console.warn('Analytics event not recorded', error));
  } catch (error) {
    console.warn('Analytics event not recorded', error);
  }
}
