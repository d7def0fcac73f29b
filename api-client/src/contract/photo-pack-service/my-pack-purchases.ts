import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const MY_PACKS_LOAD_FAILED_MESSAGE = "Your packs couldn't be loaded.";

/**
 * unused: paid, not generated yet (Generate → /generate-pack/<purchaseId>);
 * generating: its images are being made; generated: made (or, when none could be, refunded).
 * Both of those link to /pack-generated/<generationId>.
 */
export const packPurchaseStateSchema = z.enum(['unused', 'generating', 'generated']);
export type PackPurchaseState = z.infer<typeof packPurchaseStateSchema>;

export const myPackPurchaseSchema = z.object({
  purchaseId: z.number().int(),
  title: z.string(),
  emoji: z.string(),
  /** ISO 8601 time of the payment. */
  purchasedAt: z.string(),
  state: packPurchaseStateSchema,
  /** The generation made from this purchase; null while unused. */
  generationId: z.number().int().nullable(),
});
export type MyPackPurchase = z.infer<typeof myPackPurchaseSchema>;

export const myPackPurchasesCall = defineCall({
  path: 'photo-pack-service/my-pack-purchases',
  method: 'POST',
  access: 'user',
  summary: "The user's own paid packs, newest first, each with its state, and the pack waiting to be generated",
  request: emptyRequest,
  reply: z.object({
    status: z.literal('success'),
    purchases: z.array(myPackPurchaseSchema),
    /** The oldest unused purchase (first bought, first made); null when none waits. */
    pendingPurchaseId: z.number().int().nullable(),
  }),
});
export type MyPackPurchases = ReplyOf<typeof myPackPurchasesCall>;
export const getMyPackPurchases = (options?: CallOptions) => callApi(myPackPurchasesCall, {}, options);
