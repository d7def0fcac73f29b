import { z } from 'zod';
import { analyticsEventRoute } from '../start-up-routes';
import { ANALYTICS_EVENT_TYPES, FUNNEL_VERSION, MAX_METADATA_CHARS } from './funnels';
import { personaSchema } from '../common';
import { defineCall, type RequestOf } from '../define-call';

/** The session id travels in the x-analytics-session-id header (set by callApi), not in the body. */
export const analyticsEventCall = defineCall({
  ...analyticsEventRoute,
  access: 'public',
  summary: 'Record an impression or conversion event of a funnel',
  request: z.object({
    eventType: z.enum(ANALYTICS_EVENT_TYPES),
    pagePath: z.string().max(2048),
    funnelName: z.string().trim().min(1).max(64),
    funnelStep: z.string().trim().min(1).max(128),
    /** Free-form details; the client adds deviceType. */
    metadata: z.record(z.string().max(64), z.unknown())
      .refine((value) => JSON.stringify(value).length <= MAX_METADATA_CHARS, `metadata is too large (at most ${MAX_METADATA_CHARS} characters as JSON)`)
      .optional().default({}),
    isMobileDevice: z.boolean().optional().default(false),
    funnelVersion: z.number().int().min(1).max(1000).optional().default(FUNNEL_VERSION),
    funnelStepVersion: z.number().int().min(1).max(1000).optional().default(FUNNEL_VERSION),
    persona: personaSchema.nullish(),
    /** From the landing query parameter rid. */
    referralId: z.string().max(128).nullish(),
  }),
  reply: z.object({ status: z.literal('success') }),
});
export type AnalyticsEvent = RequestOf<typeof analyticsEventCall>;
