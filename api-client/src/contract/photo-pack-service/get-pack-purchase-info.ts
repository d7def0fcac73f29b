import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { rowIdSchema } from '../entities/ids';

export const PURCHASE_INFO_FAILED_MESSAGE = 'Something went wrong, please contact support';
export const PURCHASE_INFO_NOT_LOADED_MESSAGE = "Purchase info hasn't loaded yet. Please try again soon.";

export const packPurchaseInfoCall = defineCall({
  path: 'photo-pack-service/get-pack-purchase-info',
  method: 'POST',
  access: 'user',
  summary: 'The pack behind one of the user\'s pack purchases, and its generation once made',
  request: z.object({ packPurchaseId: rowIdSchema }),
  reply: z.object({
    status: z.literal('success'),
    packInfo: z.object({ PackageID: z.number().int(), Title: z.string(), PhotoPackDescription: z.string() }),
    /** Set once the purchase has been generated (the page then shows See My Images). */
    packGenerationId: z.number().int().nullable(),
  }),
});
export type PackPurchaseInfoRequest = RequestOf<typeof packPurchaseInfoCall>;
export type PackPurchaseInfo = ReplyOf<typeof packPurchaseInfoCall>;
export const getPackPurchaseInfo = (request: PackPurchaseInfoRequest, options?: CallOptions) => callApi(packPurchaseInfoCall, request, options);
