import type { LedgerEntry } from './ledger.repository.js';

/** Why credits moved; the ledger keeps it for support and reports. */
export type CreditReason = 'grant' | 'admin-reset' | 'training' | 'generation' | 'refund' | 'purchase' | 'subscription' | 'offer';

export interface PostCredits {
  accountId: number;
  /** Positive adds credits, negative spends them; never zero. */
  amount: number;
  reason: CreditReason;
  /** The same key twice posts once: replays of webhooks, jobs and retries change nothing. */
  idempotencyKey: string;
  /** What the entry paid for or came from (a generation id, a checkout session, ...). */
  reference?: string | null;
  /** What it paid for or gave back, as the account's history says it ("Model training: Grace"). */
  memo?: string | null;
}

export interface PostedEntry extends LedgerEntry {
  /** True when the key had already been posted and this call changed nothing. */
  replayed: boolean;
}
