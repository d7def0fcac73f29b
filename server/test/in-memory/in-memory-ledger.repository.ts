import type { Db } from '../../src/infra/db/database.js';
import type { LedgerEntry, LedgerRepository, NewLedgerEntry } from '../../src/modules/credits/ledger.repository.js';
import { insertRow, type InMemoryDatabase } from './in-memory-database.js';

/** The append-only credit ledger in an array; its idempotency keys are unique as the table's are. */
export function createInMemoryLedgerRepository(db: InMemoryDatabase) {
  const rows: LedgerEntry[] = [];
  const ofAccount = (accountId: number) => rows.filter((row) => row.accountId === accountId);

  return {
    inTransaction<T>(trx: Db | undefined, work: (trx: Db) => Promise<T>): Promise<T> {
      return db.isOpen(trx) ? work(trx) : db.transaction(work);
    },
    async lockAccount(accountId: number, _trx: Db): Promise<{ deleted: boolean } | null> {
      return db.accounts.has(accountId) ? { deleted: false } : null;
    },
    async balance(accountId: number, _trx?: Db): Promise<number> {
      return ofAccount(accountId).reduce((sum, row) => sum + row.amount, 0);
    },
    async sumOfEntries(accountId: number, _trx?: Db): Promise<number> {
      return ofAccount(accountId).reduce((sum, row) => sum + row.amount, 0);
    },
    async findByKey(idempotencyKey: string, _trx?: Db): Promise<LedgerEntry | undefined> {
      const row = rows.find((r) => r.idempotencyKey === idempotencyKey);
      return row && { ...row };
    },
    async insert(entry: NewLedgerEntry, trx: Db): Promise<LedgerEntry> {
      if (rows.some((row) => row.idempotencyKey === entry.idempotencyKey)) {
        throw new Error(`duplicate key value violates unique constraint: ${entry.idempotencyKey}`);
      }
      const row: LedgerEntry = {
        id: db.nextId(), accountId: entry.accountId, amount: entry.amount, reason: entry.reason,
        idempotencyKey: entry.idempotencyKey, reference: entry.reference ?? null, memo: entry.memo ?? null, createdAt: new Date(),
      };
      return { ...insertRow(db, rows, row, trx) };
    },
    async entries(accountId: number, _trx?: Db): Promise<LedgerEntry[]> {
      return ofAccount(accountId).map((row) => ({ ...row }));
    },
  } satisfies LedgerRepository;
}
