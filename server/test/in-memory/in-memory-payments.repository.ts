import type { Db } from '../../src/infra/db/database.js';
import type { PaymentProviderName } from '../../src/infra/db/schema.js';
import type { NewPayment, NewRenewal, PaymentRow, PaymentsRepository, Settlement } from '../../src/modules/payments/payments.repository.js';
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
        title: payment.title, credits: payment.credits, trainings: payment.trainings ?? 0, amount_cents: payment.amountCents, currency: 'usd', provider: payment.provider,
        provider_session_id: null, status: 'pending', originating_page_path: payment.originatingPagePath, created_at: new Date(), fulfilled_at: null,
        receipt_url: null, provider_subscription_id: null,
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
    async markFulfilled(paymentId: string, trx: Db, settled: Settlement = {}): Promise<PaymentRow> {
      const found = row(paymentId);
      if (!found) throw new Error(`no payment ${paymentId}`);
      const { charge } = settled;
      updateRow(db, found, {
        status: 'fulfilled', fulfilled_at: new Date(),
        ...(settled.credits === undefined ? {} : { credits: settled.credits }),
        ...(charge?.receiptUrl ? { receipt_url: charge.receiptUrl } : {}),
        ...(charge?.amountCents === undefined ? {} : { amount_cents: charge.amountCents }),
        ...(charge?.currency ? { currency: charge.currency } : {}),
        ...(settled.providerSubscriptionId ? { provider_subscription_id: settled.providerSubscriptionId } : {}),
      }, trx);
      return { ...found };
    },
    async insertRenewal(renewal: NewRenewal, trx: Db): Promise<PaymentRow> {
      if (row(renewal.id)) throw new Error(`duplicate key value violates unique constraint: payment ${renewal.id}`);
      return { ...insertRow(db, rows, {
        id: renewal.id, account_id: renewal.accountId, kind: 'renewal', item_reference: renewal.planReference, pack_id: null,
        title: renewal.title, credits: renewal.credits, trainings: 0, amount_cents: renewal.amountCents, currency: renewal.currency, provider: renewal.provider,
        provider_session_id: renewal.invoiceId, status: 'fulfilled', originating_page_path: '/', created_at: new Date(), fulfilled_at: new Date(),
        receipt_url: renewal.receiptUrl, provider_subscription_id: renewal.providerSubscriptionId,
      } satisfies PaymentRow, trx) };
    },
    // Renewals granted before they were payments exist only in the database's ledger.
    renewalCount: async (accountId: number, providerSubscriptionId: string, _trx?: Db) =>
      rows.filter((r) => r.account_id === accountId && r.kind === 'renewal' && r.provider_subscription_id === providerSubscriptionId).length,
    buyerEmail: async (accountId: number, _trx?: Db) => db.accounts.get(accountId)?.email,
    async markRefunded(paymentId: string, trx: Db): Promise<void> {
      const found = row(paymentId);
      if (found) updateRow(db, found, { status: 'refunded', credits: 0 }, trx);
    },
    openSubscriptionCheckout: notInMemory('openSubscriptionCheckout'),
    pendingUpgrade: async (accountId: number, _trx?: Db) =>
      copy(rows.filter((r) => r.account_id === accountId && r.kind === 'plan-upgrade' && r.status === 'pending').at(-1)),
    async markFailed(paymentId: string, trx: Db) {
      const found = row(paymentId);
      if (found?.status !== 'pending') return undefined;
      updateRow(db, found, { status: 'failed' }, trx);
      return copy(found);
    },
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
