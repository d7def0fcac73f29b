import type { CompiledQuery } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { SessionAccount } from './session.types.js';

/** Stand-ins for the per-request values of the precompiled session query. */
const TOKEN = '\u0000token';
const NOW = new Date(0);

/**
 * The session lookup runs on every request: its SQL is built and compiled once, here, and each request
 * only binds its token hash and the current time (building a Kysely query costs more than sending it).
 */
function compileFindAccount(db: Db) {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'accounts.id', 'accounts.email', 'accounts.is_admin', 'accounts.first_name', 'accounts.last_name',
      'accounts.persona', 'accounts.mock_mode', 'accounts.rules_accepted_at', 'accounts.credit_balance',
    ])
    .where('sessions.token_hash', '=', TOKEN)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', NOW)
    .where('accounts.status', '=', 'active')
    .compile();
}

const bind = <R>(query: CompiledQuery<R>, parameters: readonly unknown[]): CompiledQuery<R> => ({ ...query, parameters });

export function createSessionRepository(db: Db) {
  const findAccountQuery = compileFindAccount(db);
  return {
    async create(accountId: number, tokenHash: string, expiresAt: Date, trx: Db = db): Promise<void> {
      await trx.insertInto('sessions').values({ token_hash: tokenHash, account_id: accountId, expires_at: expiresAt }).execute();
    },
    /** The active account behind a session token hash, or null when unknown, expired or revoked. */
    async findAccount(tokenHash: string): Promise<SessionAccount | null> {
      const parameters = findAccountQuery.parameters.map((p) => (p === TOKEN ? tokenHash : p === NOW ? new Date() : p));
      const row = (await db.executeQuery(bind(findAccountQuery, parameters))).rows[0];
      return row
        ? {
          id: row.id, email: row.email, isAdmin: row.is_admin, sessionTokenHash: tokenHash, firstName: row.first_name,
          lastName: row.last_name, persona: row.persona, mockMode: row.mock_mode, rulesAcceptedAt: row.rules_accepted_at,
          creditBalance: row.credit_balance,
        }
        : null;
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
