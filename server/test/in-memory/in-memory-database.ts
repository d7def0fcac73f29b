import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from '../../src/infra/db/database.js';
import type { Transaction } from '../../src/infra/db/transaction.js';

export interface InMemoryAccount {
  id: number;
  email: string;
  isAdmin: boolean;
  mockMode: boolean;
}

/**
 * What the in-memory repositories share in place of PostgreSQL: the accounts, one id sequence, and
 * transactions. Transactions run one at a time, standing for the row locks every rule under test takes
 * (coarser than the database, never finer), and a transaction that throws undoes the writes made
 * with its handle, as a rollback would. Writes made without a handle are final at once.
 */
export function createInMemoryDatabase() {
  const undoLogs = new WeakMap<object, Array<() => void>>();
  const insideTransaction = new AsyncLocalStorage<boolean>();
  const accounts = new Map<number, InMemoryAccount>();
  let lastId = 0;
  let tail: Promise<unknown> = Promise.resolve();

  const transaction: Transaction = (work) => {
    // A real database would run it on a second connection; one lock here would wait for itself for ever.
    if (insideTransaction.getStore()) {
      return Promise.reject(new Error('in-memory database: a transaction was opened inside another one instead of using its handle'));
    }
    const run = tail.then(async () => {
      const handle = { isTransaction: true };
      const undo: Array<() => void> = [];
      undoLogs.set(handle, undo);
      try {
        // The repositories only ever pass the handle back to us: it never reaches Kysely.
        return await insideTransaction.run(true, () => work(handle as unknown as Db));
      } catch (error) {
        for (const step of undo.reverse()) step();
        throw error;
      } finally {
        undoLogs.delete(handle);
      }
    });
    tail = run.catch(() => undefined);
    return run;
  };

  return {
    transaction,
    /** True for the handle of a transaction still running (what Kysely's `isTransaction` tells the ledger). */
    isOpen: (trx: Db | undefined): trx is Db => trx !== undefined && undoLogs.has(trx),
    /** Records how to take back a write made with `trx`, should its transaction fail. */
    onRollback(trx: Db | undefined, undo: () => void): void {
      if (trx) undoLogs.get(trx)?.push(undo);
    },
    nextId: () => (lastId += 1),
    accounts,
    addAccount(flags: Partial<Omit<InMemoryAccount, 'id'>> = {}): number {
      const id = (lastId += 1);
      accounts.set(id, { id, email: `user-${id}@example.com`, isAdmin: false, mockMode: false, ...flags });
      return id;
    },
  };
}
export type InMemoryDatabase = ReturnType<typeof createInMemoryDatabase>;

/** Inserts `row` into `table`, undone with the transaction of `trx` (if any) should it fail. */
export function insertRow<T>(db: InMemoryDatabase, table: T[], row: T, trx?: Db): T {
  table.push(row);
  db.onRollback(trx, () => table.splice(table.indexOf(row), 1));
  return row;
}

/** Changes `row` in place, undone with the transaction of `trx` (if any) should it fail. */
export function updateRow<T extends object>(db: InMemoryDatabase, row: T, changes: Partial<T>, trx?: Db): void {
  const before = { ...row };
  Object.assign(row, changes);
  db.onRollback(trx, () => Object.assign(row, before));
}

/** For repository methods no rule under test reaches: a test that starts needing one fails loudly. */
export const notInMemory = (method: string) => (): never => {
  throw new Error(`${method} has no in-memory version yet`);
};
