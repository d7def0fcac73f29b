import { z } from 'zod';
import { lastPackPurchaseRoute } from '../start-up-routes';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const lastPackPurchaseCall = defineCall({
  ...lastPackPurchaseRoute,
  access: 'user',
  summary: "The user's latest pack purchase and whether it still needs a model trained",
  request: emptyRequest,
  reply: z.object({
    status: z.enum(['success', 'no-purchases']),
    /** null with no-purchases. */
    purchaseId: z.number().int().nullable(),
    trainingRequired: z.boolean(),
  }),
});
export type LastPackPurchase = ReplyOf<typeof lastPackPurchaseCall>;
