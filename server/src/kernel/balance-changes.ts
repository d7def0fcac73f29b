import { AsyncLocalStorage } from 'node:async_hooks';

// The accounts whose credit balance the current request changed (a debit, a refund, a grant), so its answer
// can carry the new balance (http/credit-balance-header.ts). Work outside a request notes nothing.
const scope = new AsyncLocalStorage<Set<number>>();

/** Runs `work` (a request's hooks and handler) noting balance changes in `changes`. */
export function trackBalanceChanges(changes: Set<number>, work: () => void): void {
  scope.run(changes, work);
}

/** Called by the ledger after it posts an entry for the account. */
export function noteBalanceChange(accountId: number): void {
  scope.getStore()?.add(accountId);
}
