import { z } from 'zod';
import { pendingFreeCreditsRoute } from '../start-up-routes';
import { defineCall, emptyRequest } from '../define-call';

export const pendingFreeCreditsCall = defineCall({
  ...pendingFreeCreditsRoute,
  access: 'user',
  summary: 'Offer credits awarded but not yet added to the balance',
  request: emptyRequest,
  reply: z.object({ status: z.literal('success'), pendingCredits: z.number().int() }),
});
// getPendingFreeCredits is a start-up call (api-client/runtime), read by the generation page's first render.
