import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

export const pendingFreeCreditsCall = defineCall({
  path: 'offer-service/pending-free-credits',
  method: 'GET',
  access: 'user',
  summary: 'Offer credits awarded but not yet added to the balance',
  request: emptyRequest,
  reply: z.object({ status: z.literal('success'), pendingCredits: z.number().int() }),
});
export const getPendingFreeCredits = (options?: CallOptions) => callApi(pendingFreeCreditsCall, {}, options);
