import type { Db } from '../../src/infra/db/database.js';
import type { PaymentProviderName } from '../../src/infra/db/schema.js';
import type { NewPayment, PaymentRow, PaymentsRepository } from '../../src/modules/payments/payments.repository.js';
import { insertRow, notInMemory, updateRow, type InMemoryDatabase } from './in-memory-database.js';

/** Checkouts and their fate; ids are unique as the table's primary key makes them. */
export function createInMemoryPaymentsRepository(db: InMemoryDatabase) {
  const rows: PaymentRow[] = [];
  const row = (id: string) => rows.find((r) => r.id === id);
  const copy = (r: PaymentRow | undefined) => r && { ...r };

  const repository = {
    async insert(payment: NewPayment, trx?: Db): Promise<void> {
      if (row(payment.id)) throw new Error(`duplicate key value violates unique constraint: payment ${payment.id}`);
      insertRow(db, rows, {
        id: payment.id, account_id: payment.accountId, kind: payment.kind, item_reference: payment.itemReference, pack_id: payment.packId ?? null,
        title: payment.title, credits: payment.credits, amount_cents: payment.amountCents, currency: 'usd', provider: payment.provider,
        provider_session_id: null, status: 'pending', originating_page_path: payment.originatingPagePath, created_at: new Date(), fulfilled_at: null,
      }, trx);
    },
    async setProviderSession(paymentId: string, sessionId: string, trx?: Db): Promise<void> {
      const found = row(paymentId);
      if (found) updateRow(db, found, { provider_session_id: sessionId }, trx);
    },
    find: async (paymentId: string, _trx?: Db) => copy(row(paymentId)),
    findBySession: async (provider: PaymentProviderName, sessionId: string, _trx?: Db) =>
      copy(rows.find((r) => r.provider === provider && r.provider_session_id === sessionId)),
    lock: async (paymentId: string, _trx: Db) => copy(row(paymentId)),
    async markFulfilled(paymentId: string, trx: Db, credits?: number): Promise<void> {
      const found = row(paymentId);
      if (found) updateRow(db, found, { status: 'fulfilled', fulfilled_at: new Date(), ...(credits === undefined ? {} : { credits }) }, trx);
    },
    async markRefunded(paymentId: string, trx: Db): Promise<void> {
      const found = row(paymentId);
      if (found) updateRow(db, found, { status: 'refunded', credits: 0 }, trx);
    },
    lockAccount: async (_accountId: number, _trx: Db): Promise<void> => undefined,
    openSubscriptionCheckout: notInMemory('openSubscriptionCheckout'),
    pendingUpgrade: async (accountId: number, _trx?: Db) =>
      copy(rows.filter((r) => r.account_id === accountId && r.kind === 'plan-upgrade' && r.status === 'pending').at(-1)),
    async cancelPending(paymentId: string, trx?: Db): Promise<boolean> {
      const found = row(paymentId);
      if (found?.status !== 'pending') return false;
      updateRow(db, found, { status: 'cancelled' }, trx);
      return true;
    },
    hasFulfilled: async (accountId: number) => rows.some((r) => r.account_id === accountId && r.status === 'fulfilled'),
    async deleteForAccount(accountId: number, _trx: Db): Promise<void> {
      rows.splice(0, rows.length, ...rows.filter((r) => r.account_id !== accountId));
    },
  } satisfies PaymentsRepository;

  return { repository, rows };
}
