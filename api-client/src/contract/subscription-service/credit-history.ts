import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type ReplyOf, type RequestOf } from '../define-call';

export const CREDIT_HISTORY_LOAD_FAILED_MESSAGE = "Your purchases and credits couldn't be loaded.";

/** Entries a page of the history holds; "Show more" asks for the next page. */
export const CREDIT_HISTORY_PAGE_SIZE = 25;

/**
 * purchase: a credit bundle or a photo pack; subscription: a plan's first month; renewal: each month after;
 * plan-upgrade: the prorated price of a higher plan; support-grant: credits added (or removed) by support;
 * refund: credits given back for work that failed, or money given back; offer: free credits for sharing;
 * adjustment: the balance set by an admin; photos, edit, pack, training: credits spent on them.
 */
export const CREDIT_HISTORY_KINDS = [
  'purchase', 'subscription', 'renewal', 'plan-upgrade', 'support-grant', 'refund', 'offer', 'adjustment',
  'photos', 'edit', 'pack', 'training',
] as const;
export const creditHistoryKindSchema = z.enum(CREDIT_HISTORY_KINDS);
export type CreditHistoryKind = z.infer<typeof creditHistoryKindSchema>;

export const creditHistoryEntrySchema = z.object({
  /** ISO 8601 time the payment was settled or the credits moved. */
  date: z.string(),
  kind: creditHistoryKindSchema,
  /** What it was, as a person says it: "3,000 credits", "4 photos of Grace", "Refund: a photo that was not made". */
  title: z.string(),
  /** What was paid, in cents (negative when money was given back); null when no money moved. */
  amountCents: z.number().int().nullable(),
  /** Lower-case ISO 4217 code of amountCents ("usd"); null with it. */
  currency: z.string().nullable(),
  /** Credits added (positive) or taken (negative); 0 when the entry moved none (a photo pack, an included training). */
  credits: z.number().int(),
  /** The balance right after this entry: the list read from the top adds up to the balance. */
  balanceAfter: z.number().int(),
  /** Trainings a purchase included (+1) or a training used (−1); 0 otherwise. They are not credits. */
  trainings: z.number().int(),
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
  summary: `The signed-in account's every credit movement (purchases, spends, refunds, grants, offers) and payment, newest first, ${CREDIT_HISTORY_PAGE_SIZE} a page, each with the balance after it`,
  request: z.object({
    /** The `nextCursor` of the page before; none for the newest page. */
    before: z.string().max(64).regex(/^[\w.-]+$/).optional(),
  }),
  reply: z.object({
    status: z.literal('success'),
    /** The balance now: the first entry's balanceAfter on the newest page. */
    balance: z.number().int(),
    /** Trainings a purchase included that no training has used yet. */
    trainingsIncluded: z.number().int().min(0),
    entries: z.array(creditHistoryEntrySchema).max(CREDIT_HISTORY_PAGE_SIZE),
    /** Where the next (older) page starts; null on the last page. */
    nextCursor: z.string().nullable(),
  }),
});
export type CreditHistoryRequest = RequestOf<typeof creditHistoryCall>;
export type CreditHistory = ReplyOf<typeof creditHistoryCall>;
export const getCreditHistory = (request: CreditHistoryRequest = {}, options?: CallOptions) => callApi(creditHistoryCall, request, options);

/** The same history as a CSV file, every entry, for the user's own books. */
export const creditHistoryCsvCall = defineCall({
  path: 'subscription-service/credit-history.csv',
  method: 'GET',
  access: 'user',
  replyAsText: true,
  summary: 'The signed-in account\'s whole credit history as a CSV download (date, kind, item, amount, currency, credits, trainings, balance after, reference)',
  request: z.object({}),
  reply: z.string(),
});
