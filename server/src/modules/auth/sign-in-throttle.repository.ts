import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';

/** Failed sign-ins per address (table `sign_in_failures`) and browsers known to an account (`known_devices`). */
export function createSignInThrottleRepository(db: Db) {
  return {
    failuresOf: (email: string) =>
      db.selectFrom('sign_in_failures').select(['failures', 'last_failure_at']).where('email', '=', email).executeTakeFirst(),

    /**
     * Counts an attempt on the address as a failure before its password is checked, in one statement,
     * so that attempts sent at once cannot all slip through: false (nothing counted) while the address
     * must still wait after its last failure. A run older than `resetMinutes` starts again from one.
     */
    async reserveAttempt(email: string, rule: { freeFailures: number; maxWaitSeconds: number; resetMinutes: number }): Promise<boolean> {
      const stale = sql<boolean>`sign_in_failures.last_failure_at < now() - make_interval(mins => ${rule.resetMinutes})`;
      const row = await db.insertInto('sign_in_failures').values({ email, failures: 1, last_failure_at: sql<Date>`now()` })
        .onConflict((oc) => oc.column('email')
          .doUpdateSet({
            failures: sql<number>`case when ${stale} then 1 else sign_in_failures.failures + 1 end`,
            last_failure_at: sql<Date>`now()`,
          })
          .where(sql<boolean>`${stale} or sign_in_failures.failures < ${rule.freeFailures}
            or sign_in_failures.last_failure_at + make_interval(secs => least(${rule.maxWaitSeconds},
              power(2, sign_in_failures.failures - ${rule.freeFailures}))) <= now()`))
        .returning('failures')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One more failure, counted without a reservation (a known browser's wrong password). */
    async recordFailure(email: string, resetMinutes: number): Promise<void> {
      await db.insertInto('sign_in_failures').values({ email, failures: 1, last_failure_at: sql<Date>`now()` })
        .onConflict((oc) => oc.column('email').doUpdateSet({
          failures: sql<number>`case when sign_in_failures.last_failure_at < now() - make_interval(mins => ${resetMinutes})
            then 1 else sign_in_failures.failures + 1 end`,
          last_failure_at: sql<Date>`now()`,
        }))
        .execute();
    },

    /** A reserved attempt turned out right: it is not a failure after all. */
    async cancelReservation(email: string): Promise<void> {
      await db.updateTable('sign_in_failures').set({ failures: sql<number>`greatest(failures - 1, 0)` }).where('email', '=', email).execute();
    },

    async clearFailures(email: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
    },

    async isKnownDevice(accountId: number, tokenHash: string): Promise<boolean> {
      const row = await db.updateTable('known_devices').set({ last_used_at: new Date() })
        .where('token_hash', '=', tokenHash).where('account_id', '=', accountId).returning('account_id').executeTakeFirst();
      return row !== undefined;
    },

    async rememberDevice(accountId: number, tokenHash: string): Promise<void> {
      await db.insertInto('known_devices').values({ token_hash: tokenHash, account_id: accountId })
        .onConflict((oc) => oc.column('token_hash').doUpdateSet({ account_id: accountId, last_used_at: new Date() })).execute();
    },
  };
}
export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;
