import { randomInt } from 'node:crypto';
import type { DeleteAccountReply, DeleteAccountRequest } from 'api-client';
import type { Transaction } from '../../infra/db/transaction.js';
import type { JobQueue } from '../../infra/jobs/job-queue.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { FileStorage } from '../../infra/storage/storage.types.js';
import type { OneTimeCodeRepository } from '../auth/index.js';
import { verifyPassword } from '../auth/index.js';
import { hashToken } from '../auth/index.js';
import type { ModelDeletionService } from './model-deletion.service.js';
import { deleteAccountCodeMail } from './privacy-mail.js';
import type { PrivacyRepository } from './privacy.repository.js';
import type { Db } from '../../infra/db/database.js';
import type { CreditsService } from '../credits/index.js';

const CODE_MINUTES = 15;

export interface AccountDeletionDeps {
  repository: PrivacyRepository;
  /** The ledger's account lock, taken before the account row is read and changed. */
  credits: Pick<CreditsService, 'lockAccount'>;
  codes: OneTimeCodeRepository;
  modelDeletion: ModelDeletionService;
  storage: FileStorage;
  queue: JobQueue;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  transaction: Transaction;
  /** The payment provider in use ('local' keeps no subscription anywhere else). */
  paymentProvider: string;
  /** What other modules hold of the account and delete themselves (the free preview's files); each idempotent. */
  otherContent?: Array<(accountId: number) => Promise<void>>;
  /**
   * What other modules record in the deletion's own transaction, while the address is still known (the
   * free preview's keyed hash of it, for the one-preview-per-person rule).
   */
  onDeletion?: Array<(account: { id: number; email: string }, trx: Db) => Promise<void>>;
}

type Status = DeleteAccountReply['status'];

/**
 * Deleting an account (docs/privacy.md#deleting-an-account). The request, once confirmed, makes the account
 * unusable at once in one transaction: the tombstone, sessions and codes gone, the subscription's
 * cancellation at the provider and the `account.delete` job queued. The job deletes every model as a
 * model deletion does, then every other image, file and content row; the ledger and payments stay.
 */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const lockedLiveAccount = (accountId: number) => async (trx: Db) => {
    await deps.credits.lockAccount(accountId, trx);
    return deps.repository.liveAccount(accountId, trx);
  };

  async function confirm(accountId: number, input: DeleteAccountRequest): Promise<Status | 'confirmed'> {
    const account = await deps.transaction(lockedLiveAccount(accountId));
    if (!account) return 'deleted';
    if (account.password_hash) {
      if (!input.password) return 'wrong-password';
      return (await verifyPassword(input.password, account.password_hash)) ? 'confirmed' : 'wrong-password';
    }
    // No password (Google sign-in): a code by e-mail proves the mailbox is theirs.
    if (!input.code) {
      if (await deps.codes.createdWithin(accountId, 'delete-account', 1)) return 'rate-limited';
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await deps.transaction(async (trx) => {
        await deps.codes.create(accountId, 'delete-account', hashToken(code), new Date(Date.now() + CODE_MINUTES * 60_000), trx);
        await deps.mailer.send(deleteAccountCodeMail(account.email, code), trx);
      });
      return 'code-sent';
    }
    return (await deps.codes.isValid(hashToken(input.code), 'delete-account', accountId)) ? 'confirmed' : 'wrong-code';
  }

  return {
    async request(accountId: number, input: DeleteAccountRequest): Promise<Status> {
      await deps.rateLimiter.consume(`delete-account:${accountId}`);
      const confirmed = await confirm(accountId, input);
      if (confirmed !== 'confirmed') return confirmed;
      await deps.transaction(async (trx) => {
        const account = await lockedLiveAccount(accountId)(trx);
        if (!account) return; // a second click: already deleted
        const subscription = await deps.repository.takeSubscription(accountId, trx);
        const providerId = subscription?.providerSubscriptionId;
        if (providerId && subscription.provider !== 'local' && subscription.provider === deps.paymentProvider && subscription.status !== 'canceled') {
          await deps.queue.enqueue('subscription.cancel-at-provider', { providerSubscriptionId: providerId }, { singletonKey: `subscription.cancel:${providerId}` }, trx);
        }
        for (const record of deps.onDeletion ?? []) await record({ id: accountId, email: account.email }, trx);
        await deps.repository.tombstone(accountId, account.email, trx);
        await deps.queue.enqueue('account.delete', { accountId }, { singletonKey: `account.delete:${accountId}`, maxAttempts: 25 }, trx);
      });
      deps.queue.wake();
      return 'deleted';
    },

    /** The `account.delete` job: every model as a model deletion (photos, weights, images), then the rest. */
    async run(accountId: number): Promise<void> {
      if (!(await deps.repository.isDeleted(accountId))) return;
      // First: nothing there waits on a provider, as a model's weights may.
      for (const purge of deps.otherContent ?? []) await purge(accountId);
      for (const publicId of await deps.repository.modelIdsOf(accountId)) {
        await deps.transaction((trx) => deps.modelDeletion.deleteInTransaction(accountId, publicId, true, trx));
      }
      // Files first, rows after: a crash between them leaves the rows, and the next run deletes again.
      for (const key of await deps.repository.remainingFileKeys(accountId)) await deps.storage.delete(key);
      await deps.repository.deleteRemainingContent(accountId);
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
