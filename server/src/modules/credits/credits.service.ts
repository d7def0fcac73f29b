import { AppError } from '../../kernel/app-error.js';
import { noteBalanceChange } from '../../kernel/balance-changes.js';
import type { Db } from '../../infra/db/database.js';
import type { LedgerEntry, LedgerRepository } from './ledger.repository.js';
import type { CreditReason, PostCredits, PostedEntry } from './credit-entry.js';
import { createTrainingCharges } from './training-charges.js';
import type { TrainingEntitlementsRepository } from './training-entitlements.repository.js';

// The pages send the user to pricing when a reply contains this text: keep it word for word.
export const INSUFFICIENT_CREDITS_MESSAGE = "You don't have enough credits to purchase this item";

export type { CreditReason, PostCredits, PostedEntry } from './credit-entry.js';

export function insufficientCredits(): AppError {
  return new AppError('insufficient-credits', 402, INSUFFICIENT_CREDITS_MESSAGE);
}

/**
 * The only way credits move. Balance = sum of the account's entries (kept as a maintained column beside
 * them, updated with each entry), and never below zero: every post
 * locks the account row, so concurrent debits of one account are checked one after another.
 */
export function createCreditsService(ledger: LedgerRepository, entitlements: TrainingEntitlementsRepository) {
  async function post(input: PostCredits, trx?: Db): Promise<PostedEntry> {
    if (!Number.isInteger(input.amount) || input.amount === 0) {
      throw new Error(`a ledger amount must be a non-zero integer, got ${input.amount}`);
    }
    return ledger.inTransaction(trx, async (t) => {
      if (!(await ledger.lockAccount(input.accountId, t))) throw AppError.notFound('Account not found.');
      const earlier = await ledger.findByKey(input.idempotencyKey, t);
      if (earlier) return replay(earlier, input);
      if (input.amount < 0 && (await ledger.balance(input.accountId, t)) + input.amount < 0) throw insufficientCredits();
      const entry = await ledger.insert(input, t);
      noteBalanceChange(input.accountId);
      return { ...entry, replayed: false };
    });
  }

  async function lockAccount(accountId: number, trx: Db): Promise<{ deleted: boolean }> {
    const locked = await ledger.lockAccount(accountId, trx);
    if (!locked) throw AppError.notFound('Account not found.');
    return locked;
  }

  return {
    post,
    ...createTrainingCharges({ ledger, entitlements, post, lockAccount }),
    /**
     * Takes the account's ledger lock now, in a transaction that changes other rows before it posts. Rows that
     * refer to the account (a new image's foreign key) hold a share of this lock, so a transaction taking
     * it last could wait on one that waits on it: a deadlock. Taken first, the lock order is one.
     */
    lockAccount,
    balance: (accountId: number, trx?: Db) => ledger.balance(accountId, trx),
    /** The balance recomputed from the entries (checks and support; reads every entry). */
    sumOfEntries: (accountId: number, trx?: Db) => ledger.sumOfEntries(accountId, trx),
    entries: (accountId: number, trx?: Db) => ledger.entries(accountId, trx),

    /** Brings the balance to exactly zero with one entry (none when it already is zero). */
    async zeroBalance(accountId: number, reason: CreditReason, idempotencyKey: string, trx?: Db): Promise<PostedEntry | null> {
      return ledger.inTransaction(trx, async (t) => {
        if (!(await ledger.lockAccount(accountId, t))) throw AppError.notFound('Account not found.');
        const balance = await ledger.balance(accountId, t);
        return balance === 0 ? null : post({ accountId, amount: -balance, reason, idempotencyKey }, t);
      });
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;

function replay(earlier: LedgerEntry, input: PostCredits): PostedEntry {
  // A key reused for different money is a bug in the caller, never something to apply silently.
  if (earlier.accountId !== input.accountId || earlier.amount !== input.amount) {
    throw new AppError('idempotency-conflict', 409, `The idempotency key ${input.idempotencyKey} was already used for a different posting.`);
  }
  return { ...earlier, replayed: true };
}
