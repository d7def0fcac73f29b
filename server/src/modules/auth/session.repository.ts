import { sql, type CallbackSelection, type CompiledQuery } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import { keepPrepared } from '../../infra/db/prepared-statements.js';
import type { DB } from '../../infra/db/schema.js';
import type { SessionColumns, SessionFacts, SessionTables } from '../../infra/db/session-facts.js';
import type { SessionAccount, SessionLookup } from '../../kernel/session-account.js';

/** Stand-in for the per-request value of the precompiled session query. */
const TOKEN = '\u0000token';

/**
 * The active session's account row, as every request reads it. The database's clock decides expiry
 * (`now()`, the statement's start), so a request binds its token hash and nothing else.
 */
function sessionQuery(db: Db) {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'accounts.id', 'accounts.email', 'accounts.is_admin', 'accounts.first_name', 'accounts.last_name',
      'accounts.persona', 'accounts.mock_mode', 'accounts.rules_accepted_at', 'accounts.credit_balance',
    ])
    .where('sessions.token_hash', '=', TOKEN)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', sql<Date>`now()`)
    .where('accounts.status', '=', 'active');
}
type AccountRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirstOrThrow']>>;

const toSessionAccount = (row: AccountRow, tokenHash: string): SessionAccount => ({
  id: row.id, email: row.email, isAdmin: row.is_admin, sessionTokenHash: tokenHash, firstName: row.first_name,
  lastName: row.last_name, persona: row.persona, mockMode: row.mock_mode, rulesAcceptedAt: row.rules_accepted_at,
  creditBalance: row.credit_balance,
});

export function createSessionRepository(db: Db) {
  /**
   * A session lookup runs on every request: its SQL is built and compiled once, here, and kept prepared
   * by the connections; each request only binds its token hash (building a Kysely query costs more
   * than sending it).
   */
  const precompiled = <R>(query: CompiledQuery<R>) => {
    const prepared = keepPrepared(query);
    const tokenAt = prepared.parameters.indexOf(TOKEN);
    if (tokenAt < 0 || prepared.parameters.indexOf(TOKEN, tokenAt + 1) >= 0) throw new Error('the session query binds its token once');
    return async (tokenHash: string): Promise<R | undefined> => {
      const parameters = prepared.parameters.slice();
      parameters[tokenAt] = tokenHash;
      return (await db.executeQuery<R>({ ...prepared, parameters })).rows[0];
    };
  };
  const findAccountRow = precompiled(sessionQuery(db).compile());
  return {
    async create(accountId: number, tokenHash: string, expiresAt: Date, trx: Db = db): Promise<void> {
      await trx.insertInto('sessions').values({ token_hash: tokenHash, account_id: accountId, expires_at: expiresAt }).execute();
    },
    /** The active account behind a session token hash, or null when unknown, expired or revoked. */
    async findAccount(tokenHash: string): Promise<SessionAccount | null> {
      const row = await findAccountRow(tokenHash);
      return row ? toSessionAccount(row, tokenHash) : null;
    },
    /** A lookup of the account (as `findAccount`) that reads a call's facts in the same statement. */
    lookupWith<CB extends SessionColumns, F>(facts: SessionFacts<CB, F>): SessionLookup<F> {
      // The generic selection's row type is opaque to TypeScript; it is the account row and the facts' columns.
      const find = precompiled(sessionQuery(db).select(facts.columns).compile() as CompiledQuery<AccountRow & CallbackSelection<DB, SessionTables, CB>>);
      return async (tokenHash) => {
        const row = await find(tokenHash);
        return row ? { account: toSessionAccount(row, tokenHash), facts: facts.read(row) } : null;
      };
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
