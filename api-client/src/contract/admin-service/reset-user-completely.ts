import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

export const resetUserCompletelyCall = defineCall({
  path: 'admin-service/reset-user-completely',
  method: 'POST',
  access: 'admin',
  summary: "Remove the admin's own subscription, purchases and credits (a ledger entry brings the balance to 0)",
  request: emptyRequest,
  reply: z.object({ message: z.string() }),
});
export const resetUserCompletely = () => callApi(resetUserCompletelyCall, {});
