import type { Db } from '../../infra/db/database.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';
import { paymentFailedMail, receiptMail, type ReceiptLinks } from './receipt-mail.js';

export interface ReceiptsDeps {
  payments: Pick<PaymentsRepository, 'buyerEmail'>;
  mailer: Pick<Mailer, 'send'>;
  links: ReceiptLinks;
}

/** Receipts of settled payments (bundles, packs, first months, renewals and upgrades alike), and notices of failed ones. */
export function createReceiptsService(deps: ReceiptsDeps) {
  return {
    /**
     * Queues the payment's receipt in the transaction that settled it, so it goes exactly when the
     * payment is settled: once, however often the payment event arrives, and never for a rolled-back one.
     */
    async send(payment: PaymentRow, trx: Db): Promise<void> {
      const email = await deps.payments.buyerEmail(payment.account_id, trx);
      // A deleted account has no address left to write to.
      if (!email) return;
      await deps.mailer.send(receiptMail(email, payment, deps.links), trx);
    },

    /** Queues the notice of a failed delayed payment in the transaction that records the failure (so once). */
    async sendPaymentFailed(payment: PaymentRow, trx: Db): Promise<void> {
      const email = await deps.payments.buyerEmail(payment.account_id, trx);
      if (!email) return;
      await deps.mailer.send(paymentFailedMail(email, payment, deps.links), trx);
    },
  };
}
export type ReceiptsService = ReturnType<typeof createReceiptsService>;
