import { z } from 'zod';
import { callApi, type CallOptions } from '../../http/client';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';

export const lastPackPurchaseCall = defineCall({
  path: 'photo-pack-service/get-last-pack-purchase-id',
  method: 'POST',
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
export const getLastPackPurchase = (options?: CallOptions) => callApi(lastPackPurchaseCall, {}, options);
