import { SUBSCRIBER_PACK_DISCOUNT_PERCENT } from 'api-client';
/** "$19.99" from 1999: the display form of a price the contract carries (Package.Price, PhotoPack.Price). */
export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Our catalogue's currency: what a payment is in unless the provider charged another. */
export const CATALOGUE_CURRENCY = 'usd';

/** An amount as receipts show it: "$39.99 (USD)", as the pricing pages write dollars; other currencies by their code. */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  return code === 'USD' ? `${formatUsd(cents)} (USD)` : `${(cents / 100).toFixed(2)} ${code}`;
}

/** "3,000": credit counts as receipts and the history write them. */
export const formatCreditCount = (credits: number): string => credits.toLocaleString('en-US');

/** Subscribers pay 35 % less for a photo pack (docs/credits-and-payments.md#checkouts). */
export const SUBSCRIBER_PACK_DISCOUNT = SUBSCRIBER_PACK_DISCOUNT_PERCENT / 100;

/** A pack's price for this buyer, rounded to the cent. */
export function packPriceCents(listCents: number, subscriber: boolean): number {
  return subscriber ? Math.round(listCents * (1 - SUBSCRIBER_PACK_DISCOUNT)) : listCents;
}

/** The same day one month later, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
