import { analyticsEventCall, ANALYTICS_SESSION_HEADER, funnelReportCall } from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { AnalyticsComponents } from './analytics.wiring.js';
import { registerCall } from '../../http/contract-route.js';

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** analytics-service/event (public) and the admin funnel report. See docs/analytics.md. */
export function analyticsRoutes(app: FastifyInstance, { analyticsService }: Pick<AnalyticsComponents, 'analyticsService'>): void {
  registerCall(app, analyticsEventCall, (input, { request, account }) =>
    analyticsService.logEvent(input, {
      sessionHeader: header(request.headers[ANALYTICS_SESSION_HEADER]),
      userAgent: request.headers['user-agent'],
      ip: request.ip,
      accountId: account?.id ?? null,
    }),
  );
  registerCall(app, funnelReportCall, (input) => analyticsService.funnelReport(input));
}
