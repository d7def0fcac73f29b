import { AppError } from '../../http/app-error.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

// Old windows are swept now and then by whichever request happens to draw it, so no timer is needed.
const SWEEP_PROBABILITY = 0.01;

/**
 * Fixed one-minute windows kept in the database, so every web process shares the same counters.
 * `consume` throws a 429 once a key has been hit more than `perMinute` times in the current minute.
 */
export function createRateLimiter(deps: { repository: RateLimitRepository; perMinute: number }) {
  return {
    async consume(...keys: string[]): Promise<void> {
      for (const key of keys) {
        const hits = await deps.repository.hit(key);
        if (hits > deps.perMinute) throw AppError.tooManyRequests();
      }
      if (Math.random() < SWEEP_PROBABILITY) await deps.repository.deleteOlderThan(10);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
