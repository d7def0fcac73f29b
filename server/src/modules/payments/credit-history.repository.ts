import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { PaymentKind, PaymentStatus } from '../../infra/db/schema.js';

/** A settled payment as the history shows it. */
export interface PaymentHistoryRow {
  id: string;
  kind: PaymentKind;
  title: string;
  credits: number;
  amount_cents: number;
  currency: string;
  status: PaymentStatus;
  receipt_url: string | null;
  at: Date;
}

/** Credits that moved without a payment of ours: one entry, or the refunds of one piece of work together. */
export interface LedgerHistoryRow {
  /** The newest entry of the group. */
  id: number;
  reason: string;
  /** One of the group's idempotency keys: they share their prefix, which tells what was refunded. */
  key: string;
  /** The group's sum. */
  amount: number;
  entries: number;
  at: Date;
}

/**
 * Ledger reasons the history shows: credits bought, given or given back. Spending (training, generation)
 * is not listed: the studio shows what was made.
 */
const LISTED_REASONS = ['purchase', 'subscription', 'grant', 'refund', 'offer', 'admin-reset'];

/**
 * Reads of the account's purchase and credit history, newest first: settled payments, and the ledger
 * entries no payment of ours accounts for (a payment's grant names it as its reference). The refunds of
 * one generation, pack or training share a reference and are read as one line.
 */
export function createCreditHistoryRepository(db: Db) {
  return {
    payments: (accountId: number, limit: number): Promise<PaymentHistoryRow[]> =>
      db.selectFrom('payments')
        .select(['id', 'kind', 'title', 'credits', 'amount_cents', 'currency', 'status', 'receipt_url'])
        // A refunded payment was never fulfilled: it dates from its checkout.
        .select(sql<Date>`coalesce(fulfilled_at, created_at)`.as('at'))
        .where('account_id', '=', accountId)
        .where('status', 'in', ['fulfilled', 'refunded'])
        .orderBy('at', 'desc').orderBy('id')
        .limit(limit)
        .execute(),

    async ledger(accountId: number, limit: number): Promise<LedgerHistoryRow[]> {
      const group = sql`case when l.reason = 'refund' and l.reference is not null then l.reference else l.idempotency_key end`;
      return db.selectFrom('credit_ledger as l')
        .select([
          'l.reason',
          sql<number>`max(l.id)`.as('id'),
          sql<string>`min(l.idempotency_key)`.as('key'),
          sql<number>`sum(l.amount)::integer`.as('amount'),
          sql<number>`count(*)::integer`.as('entries'),
          sql<Date>`max(l.created_at)`.as('at'),
        ])
        .where('l.account_id', '=', accountId)
        .where('l.reason', 'in', LISTED_REASONS)
        .where((eb) => eb.not(eb.and([
          eb('l.reason', '=', 'purchase'),
          eb.exists(eb.selectFrom('payments as p').select('p.id').whereRef('p.id', '=', 'l.reference').whereRef('p.account_id', '=', 'l.account_id')),
        ])))
        .groupBy(['l.reason', group])
        .orderBy(sql`max(l.created_at)`, 'desc').orderBy(sql`max(l.id)`, 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type CreditHistoryRepository = ReturnType<typeof createCreditHistoryRepository>;
