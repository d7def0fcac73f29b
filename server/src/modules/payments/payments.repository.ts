import type { Selectable } from 'kysely';
import type { Db } from '../../infra/db/database.js';
import type { PaymentKind, PaymentProviderName, PaymentsTable } from '../../infra/db/schema.js';

export type PaymentRow = Selectable<PaymentsTable>;

export interface NewPayment {
  id: string;
  accountId: number;
  kind: PaymentKind;
  itemReference: string;
  packId?: number | null;
  title: string;
  credits: number;
  amountCents: number;
  provider: PaymentProviderName;
  originatingPagePath: string;
}

/** Checkouts and their fate (table `payments`): pending until a payment event fulfils or a cancel ends them. */
export function createPaymentsRepository(db: Db) {
  return {
    async insert(payment: NewPayment): Promise<void> {
      await db.insertInto('payments').values({
        id: payment.id,
        account_id: payment.accountId,
        kind: payment.kind,
        item_reference: payment.itemReference,
        pack_id: payment.packId ?? null,
        title: payment.title,
        credits: payment.credits,
        amount_cents: payment.amountCents,
        provider: payment.provider,
        originating_page_path: payment.originatingPagePath,
      }).execute();
    },

    async setProviderSession(paymentId: string, sessionId: string): Promise<void> {
      await db.updateTable('payments').set({ provider_session_id: sessionId }).where('id', '=', paymentId).execute();
    },

    find: (paymentId: string, trx: Db = db) =>
      trx.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst(),

    findBySession: (provider: PaymentProviderName, sessionId: string) =>
      db.selectFrom('payments').selectAll().where('provider', '=', provider).where('provider_session_id', '=', sessionId).executeTakeFirst(),

    /** Locks the payment until the transaction ends, so two deliveries of one event fulfil it once. */
    lock: (paymentId: string, trx: Db) =>
      trx.selectFrom('payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst(),

    async markFulfilled(paymentId: string, trx: Db): Promise<void> {
      await trx.updateTable('payments').set({ status: 'fulfilled', fulfilled_at: new Date() }).where('id', '=', paymentId).execute();
    },

    /** Cancels a checkout that was never paid; false when it was already paid or cancelled. */
    async cancelPending(paymentId: string): Promise<boolean> {
      const result = await db.updateTable('payments').set({ status: 'cancelled' }).where('id', '=', paymentId)
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
