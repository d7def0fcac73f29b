import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';

/** The growth team's funnel numbers, shown on the admin system-status page. See docs/analytics.md#the-funnel-report. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-03-10');

/** Events of one step for one persona; `persona` is 'none' for events logged before a persona was known. */
const personaCounts = z.object({ persona: z.string(), events: z.number().int(), sessions: z.number().int() });

const stepRow = z.object({
  funnelStep: z.string(),
  events: z.number().int(),
  sessions: z.number().int(),
  byPersona: z.array(personaCounts),
  /** Distinct sessions of this step ÷ those of the step before (the onboarding and preview funnels; null for the first and for others). */
  conversionFromPrevious: z.number().nullable(),
});

export const funnelReportCall = defineCall({
  path: 'admin-service/funnel-report',
  method: 'GET',
  access: 'admin',
  summary: 'Analytics events per funnel, step and persona over a date range (UTC days, both included; admins only)',
  request: z
    .object({
      from: isoDate,
      to: isoDate,
      /** Only one visitor's journey (support and end-to-end tests). */
      analyticsSessionId: z.uuid().optional(),
    })
    .refine((range) => range.from <= range.to, { message: 'must not be after to', path: ['from'] }),
  reply: z.object({
    from: z.string(),
    to: z.string(),
    funnels: z.array(
      z.object({
        funnelName: z.string(),
        /** Column order of byPersona. */
        personas: z.array(z.string()),
        steps: z.array(stepRow),
      }),
    ),
  }),
});
export type FunnelReportRequest = RequestOf<typeof funnelReportCall>;
export type FunnelReport = ReplyOf<typeof funnelReportCall>;
export type FunnelReportStep = FunnelReport['funnels'][number]['steps'][number];
export const getFunnelReport = (request: FunnelReportRequest, options?: CallOptions) => callApi(funnelReportCall, request, options);
