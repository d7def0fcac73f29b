import { z } from 'zod';
import { callApi } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';
import { PAYG_BUNDLES } from '../entities/limits';
import { packageTypeSchema } from '../entities/package';

export const CHECKOUT_SESSION_FAILED_MESSAGE = 'Failed to create checkout session';

const paygCredits = z
  .number()
  .int()
  .refine((credits) => (PAYG_BUNDLES as readonly number[]).includes(credits), 'Unknown credit bundle');

/**
 * A plan (subscriptionPlanReference) or a payg bundle (credits). The server prices the purchase from its
 * own catalogue; priceUsd is what the page showed, for the analytics of the purchase.
 */
export const createCheckoutSessionCall = defineCall({
  path: 'subscription-service/create-checkout-session',
  method: 'POST',
  access: 'user',
  summary: 'Start paying for a subscription plan or a payg bundle; changes an existing subscription when isUpgrade',
  request: z.object({
    subscriptionPlanReference: z.string().trim().min(1).max(64).nullish(),
    purchaseType: packageTypeSchema,
    credits: paygCredits.nullish(),
    priceUsd: z.number().nonnegative().max(100_000).nullish(),
    isUpgrade: z.boolean().optional().default(false),
    originatingPagePath: z.string().max(2048).optional().default(''),
  }),
  reply: z.object({
    /** The payment provider's checkout session id. */
    id: z.string(),
    /** Where to send the browser: the provider's checkout page (or purchase-confirmation after a plan change). */
    url: z.string(),
  }),
});
export type CreateCheckoutSessionRequest = RequestOf<typeof createCheckoutSessionCall>;
export type CheckoutSession = ReplyOf<typeof createCheckoutSessionCall>;
export const createCheckoutSession = (request: CreateCheckoutSessionRequest) =>
  callApi(createCheckoutSessionCall, request);
