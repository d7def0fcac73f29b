import { sql } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { PaymentKind, PaymentStatus } from '../../infra/db/schema.js';

/** Where a history row comes from: a ledger entry, a payment that moved no credits, an included training used. */
export type HistorySource = 'ledger' | 'payment' | 'training';
const SOURCE_RANK: Record<HistorySource, number> = { ledger: 1, payment: 2, training: 3 };
const SOURCE_OF_RANK: Record<number, HistorySource> = { 1: 'ledger', 2: 'payment', 3: 'training' };

/** Where a page starts: the position of the last row of the page before it, in the history's order. */
export interface HistoryCursor {
  /** Microseconds since the epoch (the database's precision, so no row is skipped or shown twice). */
  micros: string;
  source: HistorySource;
  /** The row's id within its source (ledger and training ids zero-padded, so they sort as text). */
  seq: string;
}

export const encodeCursor = (cursor: HistoryCursor) => `${cursor.micros}.${SOURCE_RANK[cursor.source]}.${cursor.seq}`;

export function decodeCursor(text: string): HistoryCursor | null {
  const match = /^(\d{1,19})\.([123])\.([\w-]{1,40})$/.exec(text);
  return match ? { micros: match[1] as string, source: SOURCE_OF_RANK[Number(match[2])] as HistorySource, seq: match[3] as string } : null;
}

/** One row of the history, newest first, with the balance right after it. */
export interface HistoryRow {
  source: HistorySource;
  micros: string;
  seq: string;
  at: Date;
  /** Credits the row moved (0 for payments without a ledger entry and for included trainings used). */
  credits: number;
  balanceAfter: number;
  /** Ledger rows: the entry's reason, key and memo. */
  ledgerId: number | null;
  reason: string | null;
  key: string | null;
  memo: string | null;
  /** The payment that granted a ledger row's credits, or the payment row itself. */
  payment: { id: string; kind: PaymentKind; title: string; credits: number; trainings: number; amountCents: number; currency: string; status: PaymentStatus; receiptUrl: string | null } | null;
  /** A training row: the model whose training used an included training. */
  modelName: string | null;
}

type RawRow = {
  micros: string; src: number; seq: string; at: Date; credits: number; balance_after: number; ledger_id: number | null;
  reason: string | null; key: string | null; memo: string | null; payment_id: string | null; payment_kind: PaymentKind | null;
  payment_title: string | null; payment_credits: number | null; trainings: number | null; amount_cents: number | null;
  currency: string | null; payment_status: PaymentStatus | null; receipt_url: string | null; model_name: string | null;
};

function toRow(raw: RawRow): HistoryRow {
  return {
    source: SOURCE_OF_RANK[raw.src] as HistorySource, micros: String(raw.micros), seq: raw.seq, at: new Date(raw.at),
    credits: Number(raw.credits), balanceAfter: Number(raw.balance_after), ledgerId: raw.ledger_id, reason: raw.reason, key: raw.key, memo: raw.memo,
    payment: raw.payment_id === null ? null : {
      id: raw.payment_id, kind: raw.payment_kind as PaymentKind, title: raw.payment_title ?? '', credits: raw.payment_credits ?? 0,
      trainings: raw.trainings ?? 0, amountCents: raw.amount_cents ?? 0, currency: raw.currency ?? 'usd', status: raw.payment_status as PaymentStatus,
      receiptUrl: raw.receipt_url,
    },
    modelName: raw.model_name,
  };
}

/**
 * The account's whole history in one order, newest first: every ledger entry (with the payment that granted
 * it), every settled payment that moved no credits (a photo pack, a refunded second subscription), and every
 * included training a training used. Each row carries the balance right after it: the ledger's sum less
 * what the rows above it moved, so the list adds up to the balance by construction.
 */
export function createCreditHistoryRepository(db: Db) {
  return {
    async page(accountId: number, after: HistoryCursor | null, limit: number): Promise<HistoryRow[]> {
      const micros = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000000)::bigint`);
      const grants = sql.raw(`('purchase', 'subscription')`);
      const position = after
        ? sql`where (micros, src, seq) < (${after.micros}::bigint, ${SOURCE_RANK[after.source]}::integer, ${after.seq}::text)`
        : sql``;
      const result = await sql<RawRow>`
        with history as (
          select ${micros('l.created_at')} as micros, 1 as src, lpad(l.id::text, 19, '0') as seq, coalesce(p.fulfilled_at, l.created_at) as at, l.amount as credits,
            l.id as ledger_id, l.reason, l.idempotency_key as key, l.memo,
            p.id as payment_id, p.kind as payment_kind, p.title as payment_title, p.credits as payment_credits, p.trainings,
            p.amount_cents, p.currency, p.status as payment_status, p.receipt_url, null::text as model_name
          from credit_ledger l
          left join payments p on p.id = l.reference and p.account_id = l.account_id and l.reason in ${grants}
          where l.account_id = ${accountId}
          union all
          select ${micros('coalesce(p.fulfilled_at, p.created_at)')}, 2, p.id, coalesce(p.fulfilled_at, p.created_at), 0,
            null, null, null, null,
            p.id, p.kind, p.title, p.credits, p.trainings, p.amount_cents, p.currency, p.status, p.receipt_url, null
          from payments p
          where p.account_id = ${accountId} and p.status in ('fulfilled', 'refunded')
            and not exists (select 1 from credit_ledger l where l.reference = p.id and l.account_id = p.account_id and l.reason in ${grants})
          union all
          select ${micros('e.used_at')}, 3, lpad(e.id::text, 19, '0'), e.used_at, 0,
            null, null, null, null,
            null, null, null, null, -1, null, null, null, null, e.model_name
          from training_entitlements e
          where e.account_id = ${accountId} and e.used_at is not null
        ),
        ordered as (
          select *, (sum(credits) over () - coalesce(sum(credits) over (order by micros desc, src desc, seq desc
            rows between unbounded preceding and 1 preceding), 0))::integer as balance_after
          from history
        )
        select * from ordered ${position}
        order by micros desc, src desc, seq desc
        limit ${limit}`.execute(db);
      return result.rows.map(toRow);
    },
  };
}
export type CreditHistoryRepository = ReturnType<typeof createCreditHistoryRepository>;
