import { CREDIT_HISTORY_LIMIT, type CreditHistoryEntry } from 'api-client';
import { ledgerEntry, paymentEntry } from './credit-history.entries.js';
import type { CreditHistoryRepository } from './credit-history.repository.js';

/** subscription-service/credit-history: the account's own purchases and credits, newest first. */
export function createCreditHistoryService(deps: { history: CreditHistoryRepository }) {
  return {
    /** At most the last CREDIT_HISTORY_LIMIT entries of the account, payments and credits merged by date. */
    async entries(accountId: number): Promise<CreditHistoryEntry[]> {
      const [payments, ledger] = await Promise.all([
        deps.history.payments(accountId, CREDIT_HISTORY_LIMIT),
        deps.history.ledger(accountId, CREDIT_HISTORY_LIMIT),
      ]);
      const entries = [...payments.map(paymentEntry), ...ledger.map(ledgerEntry)];
      // ISO 8601 times in UTC sort as text; the sort is stable, so equal times keep payments first.
      return entries.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1)).slice(0, CREDIT_HISTORY_LIMIT);
    },
  };
}
export type CreditHistoryService = ReturnType<typeof createCreditHistoryService>;
