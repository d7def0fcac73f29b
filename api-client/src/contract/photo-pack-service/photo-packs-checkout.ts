import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';

export const photoPackCheckoutCall = defineCall({
  path: 'photo-pack-service/photo-packs/checkout',
  method: 'POST',
  access: 'user',
  summary: 'Start paying for a photo pack (priced from the catalogue; priceUsd is what the page showed)',
  request: z.object({
    photoPackReference: z.string().trim().min(1).max(64),
    priceUsd: z.number().nonnegative().max(100_000).nullish(),
    originatingPagePath: z.string().max(2048).optional().default(''),
  }),
  reply: z.object({
    sessionId: z.string(),
    /** The payment provider's checkout page. */
    url: z.string(),
  }),
});
export type PhotoPackCheckoutRequest = RequestOf<typeof photoPackCheckoutCall>;
export type PhotoPackCheckout = ReplyOf<typeof photoPackCheckoutCall>;
export const checkoutPhotoPack = (request: PhotoPackCheckoutRequest) => callApi(photoPackCheckoutCall, request);
