import { creditsText, formatCredits } from 'shared-ui';
import type { CreditHistoryEntry, CreditHistoryKind } from 'api-client';

/** What kind of entry it is, as the list names it beside the date. */
export const KIND_LABEL: Record<CreditHistoryKind, string> = {
  purchase: 'Purchase',
  subscription: 'Subscription',
  renewal: 'Renewal',
  'plan-upgrade': 'Plan upgrade',
  'support-grant': 'From support',
  refund: 'Refund',
  offer: 'Offer',
  adjustment: 'Adjustment',
  photos: 'Photos',
  edit: 'Edit',
  pack: 'Photo pack',
  training: 'Model training',
};

/** "Jun 12, 2026", as the account page writes days elsewhere. */
export function formatHistoryDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "$39.99" as the pricing pages show dollars; "Refunded $39.99" for money given back; "No payment" when none moved. */
export function formatHistoryAmount(entry: Pick<CreditHistoryEntry, 'amountCents' | 'currency'>): string {
  if (entry.amountCents === null || entry.currency === null) return 'No payment';
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: entry.currency.toUpperCase() }).format(Math.abs(entry.amountCents) / 100);
  return entry.amountCents < 0 ? `Refunded ${money}` : money;
}

/** "+3000 credits", "−200 credits" (a true minus sign, read as "minus"), "No credits"; separators from 10000 as everywhere. */
export function formatHistoryCredits(credits: number): string {
  if (credits === 0) return 'No credits';
  const count = formatCredits(Math.abs(credits));
  return `${credits > 0 ? '+' : '\u2212'}${count} ${Math.abs(credits) === 1 ? 'credit' : 'credits'}`;
}

/** "1150 credits" after the entry: the balance it left, written as the navigation writes it. */
export function formatHistoryBalance(credits: number): string {
  return creditsText(credits);
}

/** "+1 training included", "Used an included training": what an entry did to the trainings a purchase included. */
export function formatHistoryTrainings(trainings: number): string | null {
  if (trainings === 0) return null;
  if (trainings < 0) return 'Used an included training';
  return `+${trainings} ${trainings === 1 ? 'training' : 'trainings'} included`;
}
