import type { Db } from './database.js';

/** Runs `work` in one database transaction: what services receive instead of the database itself. */
export type Transaction = <T>(work: (trx: Db) => Promise<T>) => Promise<T>;

/** The one place a module's transactions begin (wiring files hand it to their services). */
export function createTransaction(db: Db): Transaction {
  return (work) => db.transaction().execute(work);
}
