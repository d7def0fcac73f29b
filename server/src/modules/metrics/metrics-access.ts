import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: a signed-in admin, or a scraper sending `Authorization: Bearer <METRICS_TOKEN>`.
 * The token is compared in constant time (both sides hashed first, so their lengths match too).
 */
export function mayReadMetrics(caller: { isAdmin: boolean; authorization: string | undefined }, token: string | undefined): boolean {
  if (caller.isAdmin) return true;
  if (!token || !caller.authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(caller.authorization.slice('Bearer '.length)), digest(token));
}
