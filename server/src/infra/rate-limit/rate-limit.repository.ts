import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one hit in the key's current fixed window of `windowSeconds` (the database clock, so every
     * process agrees) and returns the window's total. Inside a caller's transaction (`trx`) the hit
     * commits with it or not at all, and concurrent hits on the key wait for it.
     */
    async hit(key: string, windowSeconds = 60, trx: Db = db): Promise<number> {
      const windowStart = sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;
      const row = await trx
        .insertInto('rate_limit_windows')
        .values({ key, window_start: windowStart, hits: 1 })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limit_windows.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      return row.hits;
    },
    async deleteOlderThan(minutes: number): Promise<void> {
      await db.deleteFrom('rate_limit_windows')
        .where('window_start', '<', sql<Date>`now() - make_interval(mins => ${minutes})`)
        .execute();
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
