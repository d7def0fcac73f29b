import { AppError } from '../../kernel/app-error.js';
import type { Db } from '../db/database.js';
import type { RateLimitRepository } from './rate-limit.repository.js';

// Old windows are swept now and then by whichever request happens to draw it, so no timer is needed.
const SWEEP_PROBABILITY = 0.01;
/** Longest window in use (per-address e-mail limits are hourly), plus a margin, before a row is swept. */
const KEEP_MINUTES = 2 * 60;

export interface LimitRule {
  key: string;
  /** Most hits allowed in one window. */
  limit: number;
  windowSeconds: number;
  /** The 429's message when the limit is passed. */
  message?: string;
}

/**
 * Fixed windows kept in the database, so every web process shares the same counters. `consume`
 * throws a 429 once a key has been hit more than `perMinute` times in the current minute; `enforce`
 * takes its own limit and window.
 */
export function createRateLimiter(deps: { repository: RateLimitRepository; perMinute: number }) {
  async function enforce(...rules: LimitRule[]): Promise<void> {
    for (const rule of rules) {
      const hits = await deps.repository.hit(rule.key, rule.windowSeconds);
      if (hits > rule.limit) throw AppError.tooManyRequests(rule.message);
    }
    if (Math.random() < SWEEP_PROBABILITY) await deps.repository.deleteOlderThan(KEEP_MINUTES);
  }
  /**
   * `enforce` inside the caller's transaction: the hits count only if it commits, so a limit on things
   * made (not on attempts) counts each thing once, and concurrent requests on a key wait their turn.
   */
  async function enforceIn(trx: Db, ...rules: LimitRule[]): Promise<void> {
    for (const rule of rules) {
      const hits = await deps.repository.hit(rule.key, rule.windowSeconds, trx);
      if (hits > rule.limit) throw AppError.tooManyRequests(rule.message);
    }
  }
  return {
    perMinute: deps.perMinute,
    enforce,
    enforceIn,
    consume: (...keys: string[]) => enforce(...keys.map((key) => ({ key, limit: deps.perMinute, windowSeconds: 60 }))),
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
