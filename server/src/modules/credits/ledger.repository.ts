import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';

export interface LedgerEntry {
  id: number;
  accountId: number;
  amount: number;
  reason: string;
  idempotencyKey: string;
  reference: string | null;
  memo: string | null;
  createdAt: Date;
}

export interface NewLedgerEntry {
  accountId: number;
  amount: number;
  reason: string;
  idempotencyKey: string;
  reference?: string | null;
  memo?: string | null;
}

type Row = {
  id: number; account_id: number; amount: number; reason: string; idempotency_key: string; reference: string | null; memo: string | null; created_at: Date;
};

function toEntry(row: Row): LedgerEntry {
  return {
    id: row.id,
    accountId: row.account_id,
    amount: row.amount,
    reason: row.reason,
    idempotencyKey: row.idempotency_key,
    reference: row.reference,
    memo: row.memo,
    createdAt: row.created_at,
  };
}

/** All SQL of the append-only credit ledger: rows are inserted, never updated or deleted. */
export function createLedgerRepository(db: Db) {
  return {
    /** Runs `work` in the caller's transaction when there is one, otherwise in a new one. */
    async inTransaction<T>(trx: Db | undefined, work: (trx: Db) => Promise<T>): Promise<T> {
      if (trx?.isTransaction) return work(trx);
      return (trx ?? db).transaction().execute(work);
    },

    /**
     * Locks the account row until the transaction ends, so every posting for one account runs one
     * after another (the balance check and the insert cannot interleave). Null when no such account; a
     * deleted one (a tombstone) is locked too, and says so.
     */
    async lockAccount(accountId: number, trx: Db): Promise<{ deleted: boolean } | null> {
      const row = await trx.selectFrom('accounts').select('deleted_at').where('id', '=', accountId).forUpdate().executeTakeFirst();
      return row ? { deleted: row.deleted_at !== null } : null;
    },

    /** The maintained balance (accounts.credit_balance): one row, whatever the number of entries. */
    async balance(accountId: number, trx: Db = db): Promise<number> {
      const row = await trx.selectFrom('accounts').select('credit_balance').where('id', '=', accountId).executeTakeFirst();
      return row?.credit_balance ?? 0;
    },

    /** The sum of the account's entries: the truth the maintained balance must always equal. */
    async sumOfEntries(accountId: number, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('credit_ledger')
        .select(sql<number>`coalesce(sum(amount), 0)::integer`.as('balance'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      return row.balance;
    },

    async findByKey(idempotencyKey: string, trx: Db = db): Promise<LedgerEntry | undefined> {
      const row = await trx.selectFrom('credit_ledger').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      return row ? toEntry(row) : undefined;
    },

    /**
     * Appends the entry and moves the maintained balance by its amount, in the caller's transaction
     * (which holds the account row's lock, see lockAccount).
     */
    async insert(entry: NewLedgerEntry, trx: Db): Promise<LedgerEntry> {
      await trx.updateTable('accounts').set((eb) => ({ credit_balance: eb('credit_balance', '+', entry.amount) }))
        .where('id', '=', entry.accountId).execute();
      const row = await trx
        .insertInto('credit_ledger')
        .values({
          account_id: entry.accountId,
          amount: entry.amount,
          reason: entry.reason,
          idempotency_key: entry.idempotencyKey,
          reference: entry.reference ?? null,
          memo: entry.memo ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEntry(row);
    },

    async entries(accountId: number, trx: Db = db): Promise<LedgerEntry[]> {
      const rows = await trx.selectFrom('credit_ledger').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
      return rows.map(toEntry);
    },
  };
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
