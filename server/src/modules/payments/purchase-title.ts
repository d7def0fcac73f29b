import type { PaymentKind } from '../../infra/db/schema.js';
import { formatCreditCount } from '../../kernel/money.js';

/**
 * The line a payment is known by on its receipt and in the account's history: "3,000 credits", "LinkedIn
 * Headshots photo pack", "Pro plan (monthly)", "Pro plan — month 2", "Plan upgrade: Starter → Pro".
 */
export function purchaseTitle(payment: { kind: PaymentKind; title: string; credits: number }): string {
  switch (payment.kind) {
    case 'payg':
      return `${formatCreditCount(payment.credits)} credits`;
    case 'plan-upgrade':
      return `Plan upgrade: ${payment.title}`;
    default:
      return payment.title;
  }
}
