import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, emptyRequest, type ReplyOf } from '../define-call';
import { packageSchema } from '../entities/package';

export const PACKAGES_LOAD_FAILED_MESSAGE = 'Error loading subscription packages';

export const packagesCall = defineCall({
  path: 'subscription-service/packages',
  method: 'GET',
  access: 'public',
  summary: 'Subscription plans and payg bundles; IsCurrentSubscription marks the signed-in user\'s plan',
  request: emptyRequest,
  reply: z.object({ status: z.literal('success'), packages: z.array(packageSchema) }),
});
export type PackagesReply = ReplyOf<typeof packagesCall>;
export const getPackages = (options?: CallOptions) => callApi(packagesCall, {}, options);
