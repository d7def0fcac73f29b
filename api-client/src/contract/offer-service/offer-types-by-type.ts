import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { offerTypeIdSchema } from './check-eligibility';

export const offerTypeCall = defineCall({
  path: 'offer-service/offer-types/by-type/{typeId}',
  method: 'GET',
  access: 'user',
  summary: 'An offer type and the credits it awards',
  request: z.object({ typeId: offerTypeIdSchema }),
  reply: z.object({ ID: z.string(), CreditsAmount: z.number().int() }),
});
export type OfferTypeRequest = RequestOf<typeof offerTypeCall>;
export type OfferType = ReplyOf<typeof offerTypeCall>;
export const getOfferType = (request: OfferTypeRequest, options?: CallOptions) => callApi(offerTypeCall, request, options);
