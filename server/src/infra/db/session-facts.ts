import type { CallbackSelection, SelectCallback } from 'kysely';
import type { DB } from './schema.js';

/** The tables of the session query: a call's facts are selections over them (the account is `accounts.id`). */
export type SessionTables = 'sessions' | 'accounts';
export type SessionColumns = SelectCallback<DB, SessionTables>;

/**
 * What a call reads beside the signed-in account, in the session's own statement (one round trip a
 * request instead of two): selections over the account row, and how to read them from the result.
 * The module that owns the tables declares them; the call names them when it registers.
 */
export interface SessionFacts<CB extends SessionColumns, F> {
  columns: CB;
  read: (row: CallbackSelection<DB, SessionTables, CB>) => F;
}

/** Declares columns of the session query (a function, so that their row type is inferred). */
export const sessionColumns = <CB extends SessionColumns>(columns: CB): CB => columns;

/** Declares a call's session facts (a function, so that the row type is inferred from the columns). */
export const sessionFacts = <CB extends SessionColumns, F>(columns: CB, read: SessionFacts<CB, F>['read']): SessionFacts<CB, F> =>
  ({ columns, read });

/** Two modules' facts read in the one session statement, handed to the call as one value. */
export function bothFacts<A, B, F>(
  first: SessionFacts<SessionColumns, A>, second: SessionFacts<SessionColumns, B>, combine: (a: A, b: B) => F,
): SessionFacts<SessionColumns, F> {
  return {
    columns: ((eb) => [...first.columns(eb), ...second.columns(eb)]) as SessionColumns,
    read: (row) => combine(first.read(row), second.read(row)),
  };
}
