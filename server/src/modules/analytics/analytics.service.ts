import type { AnalyticsEvent, FunnelReport, FunnelReportRequest } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { AnalyticsRepository } from './analytics.repository.js';
import { buildFunnel, funnelNames } from './funnel-report.js';

/** Metadata is free-form: cap it so one event cannot bloat the table. */
export const METADATA_MAX_BYTES = 4096;
const MAX_REPORT_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod|Windows Phone/i;

export interface EventContext {
  /** The x-analytics-session-id header as sent, if any. */
  sessionHeader: string | undefined;
  userAgent: string | undefined;
  ip: string;
  accountId: number | null;
}

export interface AnalyticsServiceDeps {
  events: AnalyticsRepository;
  /** Its own limits: a funnel logs many events a minute, far more than sign-in attempts. */
  sessionLimiter: RateLimiter;
  ipLimiter: RateLimiter;
}

/** The client's flag, else the user agent: a phone browser in desktop mode still counts as mobile. */
export function deviceType(isMobileDevice: boolean, userAgent: string | undefined): 'mobile' | 'desktop' {
  return isMobileDevice || MOBILE_USER_AGENT.test(userAgent ?? '') ? 'mobile' : 'desktop';
}

function sessionIdOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!UUID.test(header)) throw AppError.badRequest('x-analytics-session-id: must be a UUID', 'x-analytics-session-id');
  return header.toLowerCase();
}

function dayStart(isoDate: string, field: string): Date {
  const date = new Date(`${isoDate}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) {
    throw AppError.badRequest(`${field}: not a calendar date`, field);
  }
  return date;
}

export function createAnalyticsService(deps: AnalyticsServiceDeps) {
  return {
    /** Stores one event (at most once per 2 s for the same session, step and page). */
    async logEvent(event: AnalyticsEvent, context: EventContext): Promise<{ status: 'success' }> {
      const sessionId = sessionIdOf(context.sessionHeader);
      const metadataJson = JSON.stringify(event.metadata ?? {});
      if (Buffer.byteLength(metadataJson) > METADATA_MAX_BYTES) {
        throw AppError.badRequest(`metadata: at most ${METADATA_MAX_BYTES} bytes`, 'metadata');
      }
      await deps.ipLimiter.consume(`analytics:ip:${context.ip}`);
      if (sessionId) await deps.sessionLimiter.consume(`analytics:session:${sessionId}`);
      const isMobileDevice = event.isMobileDevice ?? false;
      await deps.events.insertUnlessDuplicate({
        eventType: event.eventType,
        pagePath: event.pagePath,
        funnelName: event.funnelName,
        funnelStep: event.funnelStep,
        metadataJson,
        isMobileDevice,
        deviceType: deviceType(isMobileDevice, context.userAgent),
        funnelVersion: event.funnelVersion ?? 1,
        funnelStepVersion: event.funnelStepVersion ?? 1,
        persona: event.persona ?? null,
        referralId: event.referralId ?? null,
        sessionId,
        accountId: context.accountId,
      });
      return { status: 'success' };
    },

    /** Counts per funnel, step and persona over whole UTC days, `from` and `to` included. */
    async funnelReport(request: FunnelReportRequest): Promise<FunnelReport> {
      const from = dayStart(request.from, 'from');
      const toExclusive = new Date(dayStart(request.to, 'to').getTime() + DAY_MS);
      if (toExclusive.getTime() - from.getTime() > MAX_REPORT_DAYS * DAY_MS) {
        throw AppError.badRequest(`to: at most ${MAX_REPORT_DAYS} days after from`, 'to');
      }
      const range = { from, toExclusive, sessionId: request.analyticsSessionId };
      const rows = await deps.events.countByStep(range);
      const funnels = await Promise.all(
        funnelNames(rows).map(async (name) =>
          buildFunnel(name, rows.filter((row) => row.funnelName === name), await deps.events.sessionsByStep(range, name)),
        ),
      );
      return { from: request.from, to: request.to, funnels };
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
