import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';

export type CodePurpose = 'activation' | 'reset-password' | 'delete-account';

export function createOneTimeCodeRepository(db: Db) {
  return {
    async create(accountId: number, purpose: CodePurpose, codeHash: string, expiresAt: Date, trx: Db = db): Promise<void> {
      await trx.insertInto('one_time_codes')
        .values({ account_id: accountId, purpose, code_hash: codeHash, expires_at: expiresAt })
        .execute();
    },
    /**
     * Marks a valid code (right purpose, unused, unexpired, optionally of one account) used and returns
     * its account id; one statement, so two requests with the same code cannot both succeed.
     */
    async consume(codeHash: string, purpose: CodePurpose, trx: Db, accountId?: number): Promise<number | null> {
      let query = trx.updateTable('one_time_codes')
        .set({ used_at: sql<Date>`now()` })
        .where('code_hash', '=', codeHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`);
      if (accountId !== undefined) query = query.where('account_id', '=', accountId);
      const row = await query.returning('account_id').executeTakeFirst();
      return row?.account_id ?? null;
    },
    /** Whether a code could be consumed now (right purpose and account, unused, unexpired), without using it. */
    async isValid(codeHash: string, purpose: CodePurpose, accountId: number): Promise<boolean> {
      const row = await db.selectFrom('one_time_codes').select('id')
        .where('code_hash', '=', codeHash).where('purpose', '=', purpose).where('account_id', '=', accountId)
        .where('used_at', 'is', null).where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * What a code is worth now, without using it: whether it was used, whether it is past its time (by the
     * database's clock, as `consume` judges it) and whether its account is active; undefined when unknown.
     */
    async inspect(codeHash: string, purpose: CodePurpose): Promise<{ used: boolean; expired: boolean; accountActive: boolean } | undefined> {
      const row = await db.selectFrom('one_time_codes')
        .innerJoin('accounts', 'accounts.id', 'one_time_codes.account_id')
        .select([
          sql<boolean>`one_time_codes.used_at is not null`.as('used'),
          sql<boolean>`one_time_codes.expires_at <= now()`.as('expired'),
          sql<boolean>`accounts.status = 'active'`.as('account_active'),
        ])
        .where('one_time_codes.code_hash', '=', codeHash)
        .where('one_time_codes.purpose', '=', purpose)
        .executeTakeFirst();
      return row && { used: Boolean(row.used), expired: Boolean(row.expired), accountActive: Boolean(row.account_active) };
    },
    /** Retires every outstanding code of this purpose, once one of them has done its job. */
    async retireAll(accountId: number, purpose: CodePurpose, trx: Db): Promise<void> {
      await trx.updateTable('one_time_codes').set({ used_at: sql<Date>`now()` })
        .where('account_id', '=', accountId).where('purpose', '=', purpose).where('used_at', 'is', null)
        .execute();
    },
    async createdWithin(accountId: number, purpose: CodePurpose, minutes: number, trx: Db = db): Promise<boolean> {
      const row = await trx.selectFrom('one_time_codes').select('id')
        .where('account_id', '=', accountId)
        .where('purpose', '=', purpose)
        .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${minutes})`)
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}
export type OneTimeCodeRepository = ReturnType<typeof createOneTimeCodeRepository>;
