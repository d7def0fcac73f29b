import type { Db } from '../../infra/db/database.js';
import type { CreditsService } from '../credits/index.js';

/** How a batch of paid images ended, for its record: every image made, some, or none. */
export type PaidOutcome = 'succeeded' | 'partial' | 'failed';

/** The images the engine was asked for and what came of them; `make` counts an engine failure, never throws it. */
export interface MadeBatch {
  /** How many images were made and stored (their likeness scoring is queued by whoever stored them). */
  made: number;
  errors: string[];
  engine: string | null;
}

export interface OpenPaidWork {
  accountId: number;
  /** What the work costs in all; 0 records it without a debit (a bought pack). */
  credits: number;
  /** Inserts the work's record; `created: false` when it was recorded before (asked twice): nothing is debited again. */
  record: (trx: Db) => Promise<{ id: number; created: boolean }>;
  /** The debit's ledger key, from the record's id: one debit per record, whoever retries. */
  debitKey: (id: number) => string;
  /** What the debit and the refunds refer to in the ledger (the user's history reads it). */
  reference: (id: number) => string;
  /** What was bought, as the user's history says it ("4 photos of Grace", "Studio backdrop"). */
  memo: string;
  /** What must commit with the debit (a pack's queued jobs). */
  alongside?: (id: number, trx: Db) => Promise<void>;
}

export interface RefundPaidImages {
  accountId: number;
  /** What one image not made gives back. */
  perImage: number;
  /** One key per image refunded: the same keys from a retry, the stale sweep or a second worker post nothing twice. */
  keys: string[];
  reference: string;
  /** What the history says of each refund ("Refund: a photo that was not made (Studio backdrop)"). */
  memo: string;
  /**
   * What the refund settles, in its transaction and under the account's lock: false when someone settled
   * it first, and then nothing is refunded (a pack slot another run finished).
   */
  settle?: (trx: Db) => Promise<boolean>;
}

export interface RunPaidImages<B extends MadeBatch> extends Omit<OpenPaidWork, 'credits'> {
  count: number;
  perImage: number;
  /** Runs the engine and stores what it made, outside any transaction. */
  make: (id: number) => Promise<B>;
  /** The ledger key of refund number n (1-based) of this record. */
  refundKey: (id: number, n: number) => string;
  /** Records how the work ended, after its refunds. */
  finish: (id: number, ended: { outcome: PaidOutcome; failed: number; batch: B }) => Promise<void>;
}

/** What the history says of an image's refund, after what the work bought. */
export const refundMemo = (bought: string) => `Refund: a photo that was not made (${bought})`;

/** The outcome of `count` images of which `failed` were not made. */
export const outcomeOf = (count: number, failed: number): PaidOutcome => (failed === 0 ? 'succeeded' : failed === count ? 'failed' : 'partial');

/**
 * Paid images, one way for every operation that makes them (gen and templates through it, edits, filters,
 * backdrops, pack generations and their slots): lock the account → record the work → debit, in one
 * transaction (a refused debit, 402, leaves no record); then the engine runs and what it made is stored and
 * queued for scoring outside any transaction; then every image not made is refunded under its own key, and
 * the record says how it ended. The account's ledger lock is taken first, before any row that refers to the
 * account, so concurrent work of one account serialises instead of deadlocking.
 */
export function createPaidImages(deps: { credits: CreditsService; transaction: <T>(work: (trx: Db) => Promise<T>) => Promise<T> }) {
  const { credits } = deps;

  async function open(work: OpenPaidWork): Promise<number> {
    return deps.transaction(async (trx) => {
      await credits.lockAccount(work.accountId, trx);
      const { id, created } = await work.record(trx);
      if (!created) return id;
      if (work.credits > 0) {
        await credits.post({
          accountId: work.accountId, amount: -work.credits, reason: 'generation', idempotencyKey: work.debitKey(id), reference: work.reference(id), memo: work.memo,
        }, trx);
      }
      await work.alongside?.(id, trx);
      return id;
    });
  }

  async function refund(work: RefundPaidImages): Promise<boolean> {
    const post = async (trx?: Db) => {
      for (const key of work.keys) {
        await credits.post({ accountId: work.accountId, amount: work.perImage, reason: 'refund', idempotencyKey: key, reference: work.reference, memo: work.memo }, trx);
      }
    };
    if (!work.settle) {
      if (work.perImage > 0) await post();
      return true;
    }
    const settle = work.settle;
    return deps.transaction(async (trx) => {
      if (work.perImage > 0 && work.keys.length > 0) await credits.lockAccount(work.accountId, trx);
      if (!(await settle(trx))) return false;
      if (work.perImage > 0) await post(trx);
      return true;
    });
  }

  return {
    open,
    refund,
    /** The whole operation, when the caller waits for it: open, make, refund what was not made, finish. */
    async run<B extends MadeBatch>(work: RunPaidImages<B>): Promise<{ id: number; batch: B; failed: number; outcome: PaidOutcome }> {
      const id = await open({ ...work, credits: work.perImage * work.count });
      const batch = await work.make(id);
      const failed = work.count - batch.made;
      await refund({
        accountId: work.accountId, perImage: work.perImage, reference: work.reference(id), memo: refundMemo(work.memo),
        keys: Array.from({ length: failed }, (_, i) => work.refundKey(id, i + 1)),
      });
      const outcome = outcomeOf(work.count, failed);
      await work.finish(id, { outcome, failed, batch });
      return { id, batch, failed, outcome };
    },
  };
}
export type PaidImages = ReturnType<typeof createPaidImages>;
