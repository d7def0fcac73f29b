import type { Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { PaymentKind, PaymentProviderName, PaymentsTable } from '../../infra/db/schema.js';
import type { ProviderCharge } from './providers/payment-provider.js';

export type PaymentRow = Selectable<PaymentsTable>;

export interface NewPayment {
  id: string;
  accountId: number;
  kind: PaymentKind;
  itemReference: string;
  packId?: number | null;
  title: string;
  credits: number;
  /** Trainings it includes (a starter pack), granted as included trainings when it is paid. */
  trainings?: number;
  amountCents: number;
  provider: PaymentProviderName;
  originatingPagePath: string;
}

/** What fulfilling settled beside the status: credits actually granted, the provider's charge, the subscription. */
export interface Settlement {
  /** An upgrade grants only what the period lacks. */
  credits?: number;
  charge?: ProviderCharge;
  providerSubscriptionId?: string | null;
}

/** A subscription's month after its first, paid (Stripe's invoice) or due (the local renewal job). */
export interface NewRenewal {
  id: string;
  accountId: number;
  planReference: string;
  title: string;
  credits: number;
  amountCents: number;
  currency: string;
  provider: PaymentProviderName;
  providerSubscriptionId: string;
  /** Stripe's invoice id; null locally, where the ledger key names the period. */
  invoiceId: string | null;
  receiptUrl: string | null;
}

/** Checkouts and their fate (table `payments`): pending until a payment event fulfils or a cancel ends them. */
export function createPaymentsRepository(db: Db) {
  return {
    async insert(payment: NewPayment, trx: Db = db): Promise<void> {
      await trx.insertInto('payments').values({
        id: payment.id,
        account_id: payment.accountId,
        kind: payment.kind,
        item_reference: payment.itemReference,
        pack_id: payment.packId ?? null,
        title: payment.title,
        credits: payment.credits,
        trainings: payment.trainings ?? 0,
        amount_cents: payment.amountCents,
        provider: payment.provider,
        originating_page_path: payment.originatingPagePath,
      }).execute();
    },

    async setProviderSession(paymentId: string, sessionId: string, trx: Db = db): Promise<void> {
      await trx.updateTable('payments').set({ provider_session_id: sessionId }).where('id', '=', paymentId).execute();
    },

    find: (paymentId: string, trx: Db = db) =>
      trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst(),

    findBySession: (provider: PaymentProviderName, sessionId: string, trx: Db = db) =>
      trx.selectFrom('payments').selectAll().where('provider', '=', provider).where('provider_session_id', '=', sessionId).executeTakeFirst(),

    /** Locks the payment until the transaction ends, so two deliveries of one event fulfil it once. */
    lock: (paymentId: string, trx: Db) =>
      trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst(),

    /** Fulfilled, with what was settled: the credits granted, the provider's receipt and charge, the subscription. */
    async markFulfilled(paymentId: string, trx: Db, settled: Settlement = {}): Promise<PaymentRow> {
      const { charge } = settled;
      return trx.updateTable('payments').set({
        status: 'fulfilled', fulfilled_at: new Date(),
        ...(settled.credits === undefined ? {} : { credits: settled.credits }),
        ...(charge?.receiptUrl ? { receipt_url: charge.receiptUrl } : {}),
        ...(charge?.amountCents === undefined ? {} : { amount_cents: charge.amountCents }),
        ...(charge?.currency ? { currency: charge.currency } : {}),
        ...(settled.providerSubscriptionId ? { provider_subscription_id: settled.providerSubscriptionId } : {}),
      }).where('id', '=', paymentId).returningAll().executeTakeFirstOrThrow();
    },

    /** A renewal, paid: recorded fulfilled at once (its grant is in the same transaction). */
    async insertRenewal(renewal: NewRenewal, trx: Db): Promise<PaymentRow> {
      return trx.insertInto('payments').values({
        id: renewal.id, account_id: renewal.accountId, kind: 'renewal', item_reference: renewal.planReference, title: renewal.title,
        credits: renewal.credits, amount_cents: renewal.amountCents, currency: renewal.currency, provider: renewal.provider,
        provider_session_id: renewal.invoiceId, status: 'fulfilled', fulfilled_at: new Date(), receipt_url: renewal.receiptUrl,
        provider_subscription_id: renewal.providerSubscriptionId,
      }).returningAll().executeTakeFirstOrThrow();
    },

    /**
     * How many renewals the subscription has had: renewal payments, plus the renewals granted before
     * they were recorded as payments (migration 0026), whose ledger entries name the subscription.
     */
    async renewalCount(accountId: number, providerSubscriptionId: string, trx: Db = db): Promise<number> {
      const row = await trx.selectNoFrom((eb) => [
        eb.selectFrom('payments').select(eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId)
          .where('kind', '=', 'renewal').where('provider_subscription_id', '=', providerSubscriptionId).as('recorded'),
        eb.selectFrom('credit_ledger').select(eb.fn.countAll<number>().as('n')).where('account_id', '=', accountId)
          .where('reason', '=', 'purchase').where('reference', '=', providerSubscriptionId).as('earlier'),
      ]).executeTakeFirstOrThrow();
      return Number(row.recorded ?? 0) + Number(row.earlier ?? 0);
    },

    /** Where the account's receipts go; none once the account is deleted (its row is a tombstone). */
    async buyerEmail(accountId: number, trx: Db = db): Promise<string | undefined> {
      const row = await trx.selectFrom('accounts').select('email').where('id', '=', accountId).where('deleted_at', 'is', null).executeTakeFirst();
      return row?.email;
    },

    /** Paid but not delivered: it is given back to the buyer (a second subscription). */
    async markRefunded(paymentId: string, trx: Db): Promise<void> {
      await trx.updateTable('payments').set({ status: 'refunded', credits: 0 }).where('id', '=', paymentId).execute();
    },

    /** The account's subscription checkout opened since `since` and neither paid nor cancelled, if any. */
    openSubscriptionCheckout: (accountId: number, since: Date, trx: Db = db) =>
      trx.selectFrom('payments').selectAll().where('account_id', '=', accountId).where('kind', '=', 'subscription')
        .where('status', '=', 'pending').where('created_at', '>', since).orderBy('created_at', 'desc').executeTakeFirst(),

    /** The account's plan upgrade waiting for its invoice (one plan change runs at a time). */
    pendingUpgrade: (accountId: number, trx: Db = db) =>
      trx.selectFrom('payments').selectAll().where('account_id', '=', accountId).where('kind', '=', 'plan-upgrade')
        .where('status', '=', 'pending').orderBy('created_at', 'desc').executeTakeFirst(),

    /** A pending checkout whose delayed payment failed: failed, and its row; undefined when it was not pending. */
    markFailed: (paymentId: string, trx: Db) =>
      trx.updateTable('payments').set({ status: 'failed' }).where('id', '=', paymentId).where('status', '=', 'pending')
        .returningAll().executeTakeFirst(),

    /** Cancels a checkout that was never paid; false when it was already paid or cancelled. */
    async cancelPending(paymentId: string, trx: Db = db): Promise<boolean> {
      const result = await trx.updateTable('payments').set({ status: 'cancelled' }).where('id', '=', paymentId)
        .where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async hasFulfilled(accountId: number): Promise<boolean> {
      const row = await db.selectFrom('payments').select('id').where('account_id', '=', accountId)
        .where('status', '=', 'fulfilled').executeTakeFirst();
      return row !== undefined;
    },

    async deleteForAccount(accountId: number, trx: Db): Promise<void> {
      await trx.deleteFrom('payments').where('account_id', '=', accountId).execute();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
