import type { Db } from '../../infra/db/database.js';
import { createRateLimitRepository } from '../../infra/rate-limit/rate-limit.repository.js';
import { createRateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { createAnalyticsRepository } from './analytics.repository.js';
import { createAnalyticsService } from './analytics.service.js';

/**
 * A funnel walk logs a dozen events a minute; these limits stop a flood from one tab (per session) or
 * one host (per IP, generous because offices and tests share an address), using the shared counters.
 */
export const ANALYTICS_LIMITS = { perSessionPerMinute: 120, perIpPerMinute: 1200 };

/** Funnel events and the funnel report, wired once by the container. */
export function createAnalyticsComponents(db: Db) {
  const repository = createRateLimitRepository(db);
  return {
    analyticsService: createAnalyticsService({
      events: createAnalyticsRepository(db),
      sessionLimiter: createRateLimiter({ repository, perMinute: ANALYTICS_LIMITS.perSessionPerMinute }),
      ipLimiter: createRateLimiter({ repository, perMinute: ANALYTICS_LIMITS.perIpPerMinute }),
    }),
  };
}
export type AnalyticsComponents = ReturnType<typeof createAnalyticsComponents>;
