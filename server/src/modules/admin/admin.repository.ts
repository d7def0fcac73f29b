import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';

/** The account-wide SQL of the admin tools: statistics, mock mode, operator-created admins. */
export function createAdminRepository(db: Db) {
  return {
    inTransaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    async registrations(): Promise<{ lastActivatedAt: Date | null; activeAccounts: number }> {
      const row = await db
        .selectFrom('accounts')
        .select([sql<Date | null>`max(activated_at)`.as('last'), sql<number>`count(*)::integer`.as('total')])
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      return { lastActivatedAt: row.last ? new Date(row.last) : null, activeAccounts: row.total };
    },

    /** Distinct accounts that signed in (created a session) since the given time. */
    async accountsSignedInSince(since: Date): Promise<number> {
      const row = await db
        .selectFrom('sessions')
        .select(sql<number>`count(distinct account_id)::integer`.as('count'))
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Flips the flag and answers its new value; undefined when the account does not exist. */
    async toggleMockMode(accountId: number): Promise<boolean | undefined> {
      const row = await db
        .updateTable('accounts')
        .set({ mock_mode: sql<boolean>`not mock_mode` })
        .where('id', '=', accountId)
        .returning('mock_mode')
        .executeTakeFirst();
      return row?.mock_mode;
    },

    async findAccountIdByEmail(email: string): Promise<number | undefined> {
      const row = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
      return row?.id;
    },

    /** Creates an active admin, or makes an existing account one (activated, with this password). */
    async upsertAdmin(email: string, passwordHash: string): Promise<{ id: number; created: boolean }> {
      const row = await db
        .insertInto('accounts')
        .values({ email, password_hash: passwordHash, status: 'active', is_admin: true, activated_at: new Date() })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet({
            password_hash: passwordHash,
            status: 'active',
            is_admin: true,
            activated_at: sql`coalesce(accounts.activated_at, now())`,
          }),
        )
        .returning(['id', sql<boolean>`(xmax = 0)`.as('created')])
        .executeTakeFirstOrThrow();
      return { id: row.id, created: row.created };
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
