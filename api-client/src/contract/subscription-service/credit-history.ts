import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const CREDIT_HISTORY_LOAD_FAILED_MESSAGE = "Your purchases and credits couldn't be loaded.";

/** The history holds the account's most recent entries, at most this many. */
export const CREDIT_HISTORY_LIMIT = 100;

/**
 * purchase: a credit bundle or a photo pack; subscription: a plan's first month; renewal: each month after;
 * plan-upgrade: the prorated price of a higher plan; support-grant: credits added (or removed) by support;
 * refund: credits given back for work that failed, or money given back; offer: free credits for sharing;
 * adjustment: the balance set by an admin.
 */
export const CREDIT_HISTORY_KINDS = ['purchase', 'subscription', 'renewal', 'plan-upgrade', 'support-grant', 'refund', 'offer', 'adjustment'] as const;
export const creditHistoryKindSchema = z.enum(CREDIT_HISTORY_KINDS);
export type CreditHistoryKind = z.infer<typeof creditHistoryKindSchema>;

export const creditHistoryEntrySchema = z.object({
  /** ISO 8601 time the payment was settled or the credits moved. */
  date: z.string(),
  kind: creditHistoryKindSchema,
  /** What it was, as a person says it: "3,000 credits", "Pro plan — month 2", "Refund: 3 photos that failed". */
  title: z.string(),
  /** What was paid, in cents (negative when money was given back); null when no money moved. */
  amountCents: z.number().int().nullable(),
  /** Lower-case ISO 4217 code of amountCents ("usd"); null with it. */
  currency: z.string().nullable(),
  /** Credits added (positive) or taken (negative); 0 when the entry moved none (a photo pack). */
  credits: z.number().int(),
  /** Our reference, to quote to support: the payment id (pay_…) or the ledger entry (ledger-…). Unique in the list. */
  reference: z.string(),
  /** The payment processor's receipt or invoice page, when there is one. */
  receiptUrl: z.string().nullable(),
});
export type CreditHistoryEntry = z.infer<typeof creditHistoryEntrySchema>;

export const creditHistoryCall = defineCall({
  path: 'subscription-service/credit-history',
  method: 'GET',
  access: 'user',
  summary: `The signed-in account's purchases, renewals, plan upgrades, support grants, refunds and offers, newest first: at most the last ${CREDIT_HISTORY_LIMIT}`,
  request: emptyRequest,
  reply: z.object({
    status: z.literal('success'),
    entries: z.array(creditHistoryEntrySchema).max(CREDIT_HISTORY_LIMIT),
  }),
});
export type CreditHistory = ReplyOf<typeof creditHistoryCall>;
export const getCreditHistory = (options?: CallOptions) => callApi(creditHistoryCall, {}, options);
