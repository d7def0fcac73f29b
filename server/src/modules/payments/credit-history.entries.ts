import type { CreditHistoryEntry, CreditHistoryKind } from 'api-client';
import type { PaymentKind } from '../../infra/db/schema.js';
import type { LedgerHistoryRow, PaymentHistoryRow } from './credit-history.repository.js';
import { purchaseTitle } from './purchase-title.js';

const PAYMENT_KINDS: Record<PaymentKind, CreditHistoryKind> = {
  payg: 'purchase', 'photo-pack': 'purchase', subscription: 'subscription', renewal: 'renewal', 'plan-upgrade': 'plan-upgrade',
};

/** A settled payment: what it bought, what it cost, its receipt; a refunded one gave its money back. */
export function paymentEntry(row: PaymentHistoryRow): CreditHistoryEntry {
  const common = { date: new Date(row.at).toISOString(), currency: row.currency, reference: row.id, receiptUrl: row.receipt_url };
  if (row.status === 'refunded') {
    // Only a second subscription paid by mistake is refunded: it granted nothing and its money went back.
    return { ...common, kind: 'refund', title: `Refund: ${purchaseTitle(row)}, bought twice`, amountCents: -row.amount_cents, credits: 0 };
  }
  return { ...common, kind: PAYMENT_KINDS[row.kind], title: purchaseTitle(row), amountCents: row.amount_cents, credits: row.credits };
}

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** What a group of refunds gave back for, told by its keys' prefix (see the ledger's keys in docs/credits-and-payments.md). */
function refundTitle(row: LedgerHistoryRow): string {
  if (row.key.startsWith('training-refund:')) return 'Refund: model training that failed';
  if (row.key.startsWith('likeness-refund:')) return `Refund: ${photos(row.entries)} with a weak likeness`;
  if (row.key.startsWith('gen:') || row.key.startsWith('pack-generation:')) return `Refund: ${photos(row.entries)} that failed`;
  return 'Refund';
}

function ledgerKindAndTitle(row: LedgerHistoryRow): { kind: CreditHistoryKind; title: string } {
  switch (row.reason) {
    case 'grant':
      return { kind: 'support-grant', title: row.amount >= 0 ? 'Granted by support' : 'Removed by support' };
    case 'refund':
      return { kind: 'refund', title: refundTitle(row) };
    case 'offer':
      return { kind: 'offer', title: 'Free credits for sharing a photo' };
    case 'admin-reset':
      return { kind: 'adjustment', title: 'Balance reset by an admin' };
    default:
      // Purchases without a payment row: renewals granted before renewals were recorded as payments
      // (migration 0026), or purchases whose records an admin reset removed.
      return row.key.startsWith('renewal:') || row.key.startsWith('invoice:')
        ? { kind: 'renewal', title: 'Plan renewal' }
        : { kind: row.reason === 'subscription' ? 'subscription' : 'purchase', title: 'Credits purchased' };
  }
}

/** Credits that moved with no payment of ours: no money, no receipt. */
export function ledgerEntry(row: LedgerHistoryRow): CreditHistoryEntry {
  return {
    ...ledgerKindAndTitle(row), date: new Date(row.at).toISOString(), amountCents: null, currency: null, credits: row.amount,
    reference: `ledger-${row.id}`, receiptUrl: null,
  };
}
