import { z } from 'zod';
import { callApi, type CallOptions } from 'api-client/runtime';
import { defineCall, type RequestOf, type ReplyOf } from '../define-call';

/**
 * What an activation link's code is worth now, so /activate can say so before the form:
 * - `valid`: unused and unexpired, for an account still waiting to be activated;
 * - `used`: used already, or its account is active by now (sign in instead);
 * - `expired`: older than its 24 hours (ask for a new link);
 * - `unknown`: no such code (mistyped, cut short, or its account was deleted).
 */
export const activationLinkStates = ['valid', 'used', 'expired', 'unknown'] as const;
export type ActivationLinkState = (typeof activationLinkStates)[number];

/**
 * Reads the code without using it. The code is a 256-bit secret from the e-mail and the answer names no
 * address, so it tells nothing about who has an account. POST keeps the code out of URLs and logs.
 */
export const activationLinkStatusCall = defineCall({
  path: 'auth-service/activation-link-status',
  method: 'POST',
  access: 'public',
  summary: "Whether an activation link's code is valid, used, expired or unknown, without using it",
  request: z.object({ code: z.string().trim().min(1).max(200) }),
  reply: z.object({ status: z.enum(activationLinkStates) }),
});
export type ActivationLinkStatusRequest = RequestOf<typeof activationLinkStatusCall>;
export type ActivationLinkStatusReply = ReplyOf<typeof activationLinkStatusCall>;
export const getActivationLinkStatus = (request: ActivationLinkStatusRequest, options?: CallOptions) =>
  callApi(activationLinkStatusCall, request, options);
