import type { Db } from '../../infra/db/database.js';
import type { SessionAccount } from './session.types.js';

export function createSessionRepository(db: Db) {
  return {
    async create(accountId: number, tokenHash: string, expiresAt: Date, trx: Db = db): Promise<void> {
      await trx.insertInto('sessions').values({ token_hash: tokenHash, account_id: accountId, expires_at: expiresAt }).execute();
    },
    /** The active account behind a session token hash, or null when unknown, expired or revoked. */
    async findAccount(tokenHash: string): Promise<SessionAccount | null> {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
        .select(['accounts.id', 'accounts.email', 'accounts.is_admin'])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', new Date())
        .where('accounts.status', '=', 'active')
        .executeTakeFirst();
      return row ? { id: row.id, email: row.email, isAdmin: row.is_admin, sessionTokenHash: tokenHash } : null;
    },
    async revoke(tokenHash: string): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', tokenHash).execute();
    },
    async revokeAllFor(accountId: number, trx: Db = db): Promise<void> {
      await trx.updateTable('sessions').set({ revoked_at: new Date() })
        .where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
