import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, emptyRequest } from '../define-call';

export const CANCEL_SUBSCRIPTION_FAILED_MESSAGE = 'Failed to cancel subscription.';

export const cancelSubscriptionCall = defineCall({
  path: 'subscription-service/cancel-subscription',
  method: 'POST',
  access: 'user',
  summary: "Cancel the user's subscription at the end of its period (credits are kept)",
  request: emptyRequest,
  reply: z.object({ message: z.string() }),
});
export const cancelSubscription = () => callApi(cancelSubscriptionCall, {});
