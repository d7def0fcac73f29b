import { TRAINING_INCLUDED_LABEL, type CreditHistoryEntry, type CreditHistoryKind } from 'api-client';
import type { PaymentKind } from '../../infra/db/schema.js';
import type { HistoryRow } from './credit-history.repository.js';
import { purchaseTitle } from './purchase-title.js';

const PAYMENT_KINDS: Record<PaymentKind, CreditHistoryKind> = {
  payg: 'purchase', 'photo-pack': 'purchase', subscription: 'subscription', renewal: 'renewal', 'plan-upgrade': 'plan-upgrade',
};

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** What a refund gave back for, told by its key's prefix (the ledger's keys: docs/credits-and-payments.md). */
function refundTitle(key: string): string {
  if (key.startsWith('training-refund:')) return 'Refund: model training that failed';
  if (key.startsWith('likeness-refund:')) return 'Refund: a photo with a weak likeness';
  if (key.startsWith('gen:') || key.startsWith('pack-generation:')) return 'Refund: a photo that was not made';
  return 'Refund';
}

/** What a spend bought, for entries written before spends carried a memo; the memo says it since. */
function spendKindAndTitle(row: HistoryRow): { kind: CreditHistoryKind; title: string } {
  const key = row.key ?? '';
  if (row.reason === 'training' || key.startsWith('training:')) return { kind: 'training', title: row.memo ?? 'Model training' };
  if (key.startsWith('pack-generation:')) return { kind: 'pack', title: row.memo ?? 'Photo pack' };
  if (row.memo?.startsWith('Edit') || row.memo?.includes('filter') || row.memo?.includes('backdrop')) return { kind: 'edit', title: row.memo };
  return { kind: 'photos', title: row.memo ?? photos(Math.round(Math.abs(row.credits) / 10)) };
}

function ledgerKindAndTitle(row: HistoryRow): { kind: CreditHistoryKind; title: string } {
  switch (row.reason) {
    case 'grant':
      return { kind: 'support-grant', title: row.credits >= 0 ? 'Granted by support' : 'Removed by support' };
    case 'refund':
      return { kind: 'refund', title: row.memo ?? refundTitle(row.key ?? '') };
    case 'offer':
      return { kind: 'offer', title: 'Free credits for sharing a photo' };
    case 'admin-reset':
      return { kind: 'adjustment', title: 'Balance reset by an admin' };
    case 'training':
    case 'generation':
      return spendKindAndTitle(row);
    default:
      if (row.payment) return { kind: PAYMENT_KINDS[row.payment.kind], title: purchaseTitle(row.payment) };
      // Purchases without a payment row: renewals granted before renewals were recorded as payments
      // (migration 0026), or purchases whose records an admin reset removed.
      return row.key?.startsWith('renewal:') || row.key?.startsWith('invoice:')
        ? { kind: 'renewal', title: 'Plan renewal' }
        : { kind: row.reason === 'subscription' ? 'subscription' : 'purchase', title: 'Credits purchased' };
  }
}

/** A payment that moved no credits of its own: a photo pack (with its training, if included), or money given back. */
function paymentKindAndTitle(payment: NonNullable<HistoryRow['payment']>): { kind: CreditHistoryKind; title: string } {
  // Only a second subscription paid by mistake is refunded: it granted nothing and its money went back.
  if (payment.status === 'refunded') return { kind: 'refund', title: `Refund: ${purchaseTitle(payment)}, bought twice` };
  const title = purchaseTitle(payment);
  return { kind: PAYMENT_KINDS[payment.kind], title: payment.trainings > 0 ? `${title} (${TRAINING_INCLUDED_LABEL.toLowerCase()})` : title };
}

/** One row of the history as the account page shows it. */
export function historyEntry(row: HistoryRow): CreditHistoryEntry {
  const date = row.at.toISOString();
  const money = (payment: NonNullable<HistoryRow['payment']>) => ({
    amountCents: payment.status === 'refunded' ? -payment.amountCents : payment.amountCents, currency: payment.currency, receiptUrl: payment.receiptUrl,
  });
  const noMoney = { amountCents: null, currency: null, receiptUrl: null };
  switch (row.source) {
    case 'training':
      return {
        date, kind: 'training', title: `Model training: ${row.modelName ?? 'your model'} (${TRAINING_INCLUDED_LABEL.toLowerCase()})`,
        ...noMoney, credits: 0, balanceAfter: row.balanceAfter, trainings: -1, reference: `training-${row.seq.replace(/^0+/, '')}`,
      };
    case 'payment': {
      const payment = row.payment!;
      return {
        date, ...paymentKindAndTitle(payment), ...money(payment), credits: 0, balanceAfter: row.balanceAfter,
        trainings: payment.status === 'refunded' ? 0 : payment.trainings, reference: payment.id,
      };
    }
    case 'ledger':
      return {
        date, ...ledgerKindAndTitle(row), ...(row.payment ? money(row.payment) : noMoney), credits: row.credits, balanceAfter: row.balanceAfter,
        trainings: row.payment?.trainings ?? 0, reference: row.payment?.id ?? `ledger-${row.ledgerId}`,
      };
  }
}
