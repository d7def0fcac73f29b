import { TRAINING_INCLUDED_LINE } from 'api-client';
import type { MailMessage } from '../../infra/mail/mail.types.js';
import { paragraphMail } from '../../infra/mail/paragraph-mail.js';
import { formatCreditCount, formatMoney } from '../../kernel/money.js';
import type { PaymentRow } from './payments.repository.js';
import { purchaseTitle } from './purchase-title.js';

export interface ReceiptLinks {
  /** The account page, where every purchase is listed. */
  accountPage: string;
  supportEmail: string;
}

/** "12 June 2026, 14:05 UTC": receipts name the moment the payment was settled, in one time zone for everyone. */
export function receiptDate(date: Date): string {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/**
 * The receipt of one settled payment, every figure from its row: what was bought, the amount and currency,
 * the credits granted, the date, our reference and, with Stripe, the hosted invoice or receipt page.
 */
export function receiptMail(to: string, payment: PaymentRow, links: ReceiptLinks): MailMessage {
  const title = purchaseTitle(payment);
  const paidAt = new Date(payment.fulfilled_at ?? payment.created_at);
  return paragraphMail(to, `Your receipt: ${title}`, [
    'Thank you for your payment. This is your receipt.',
    `Item: ${title}`,
    `Amount paid: ${formatMoney(payment.amount_cents, payment.currency)}`,
    `Credits added: ${payment.credits > 0 ? formatCreditCount(payment.credits) : 'none'}`,
    ...(payment.trainings > 0 ? [`Training included: ${TRAINING_INCLUDED_LINE}`] : []),
    `Date: ${receiptDate(paidAt)}`,
    `Reference: ${payment.id}`,
    ...(payment.receipt_url ? [`Your invoice and receipt from Stripe, our payment processor: ${payment.receipt_url}`] : []),
    ...(payment.provider === 'local' ? ['This was the test checkout: no real payment was taken.'] : []),
    `Every purchase is listed on your account page: ${links.accountPage}`,
    `Questions about this payment? Write to ${links.supportEmail} and quote the reference above.`,
  ]);
}

/**
 * A delayed payment (a bank debit) failed after the checkout completed: nothing was taken and nothing
 * was added, and the buyer learns it from us rather than from a purchase that silently never arrives.
 */
export function paymentFailedMail(to: string, payment: PaymentRow, links: ReceiptLinks): MailMessage {
  const title = purchaseTitle(payment);
  return paragraphMail(to, `Your payment did not go through: ${title}`, [
    `Your bank did not complete the payment of ${formatMoney(payment.amount_cents, payment.currency)} for ${title}.`,
    'No money was taken and no credits were added. You can buy it again, with another payment method if you like, from the pricing page.',
    `Reference: ${payment.id}`,
    `Every purchase is listed on your account page: ${links.accountPage}`,
    `Questions about this payment? Write to ${links.supportEmail} and quote the reference above.`,
  ]);
}
