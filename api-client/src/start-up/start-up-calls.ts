import type { analyticsEventCall } from '../contract/analytics-service/event';
import type { accountInfoCall } from '../contract/auth-service/account-info';
import type { authStatusCall } from '../contract/auth-service/status';
import type { ReplyOf, RequestOf } from '../contract/define-call';
import type { lastPackPurchaseCall } from '../contract/photo-pack-service/get-last-pack-purchase-id';
import type { pendingFreeCreditsCall } from '../contract/offer-service/pending-free-credits';
import type { modelsCall } from '../contract/replicate-service/models';
import type { genStatusCall } from '../contract/replicate-service/gen-status';
import type { runtimeConfigCall } from '../contract/site/runtime-config';
import { callRoute, type CallOptions } from '../http/client';
import {
  accountInfoRoute, analyticsEventRoute, authStatusRoute, genStatusRoute, lastPackPurchaseRoute, modelsRoute, pendingFreeCreditsRoute,
  runtimeConfigRoute,
} from '../contract/start-up-routes';

export * from '../contract/start-up-routes';

// The calls the shell and the landing page make before any other page loads, and the ones the generation
// page renders its first data from (gen-status, models, pending free credits), so that page needs no zod. Their routes live in
// contract/start-up-routes (a leaf both sides import), so each path is written once; the reply
// types come from those definitions (type-only imports: no schema reaches the first load).

export const fetchRuntimeConfig = (options?: CallOptions) =>
  callRoute<ReplyOf<typeof runtimeConfigCall>>(runtimeConfigRoute, {}, options);
export const getAuthStatus = (options?: CallOptions) => callRoute<ReplyOf<typeof authStatusCall>>(authStatusRoute, {}, options);
export const getAccountInfo = (options?: CallOptions) => callRoute<ReplyOf<typeof accountInfoCall>>(accountInfoRoute, {}, options);
export const getGenStatus = (options?: CallOptions) => callRoute<ReplyOf<typeof genStatusCall>>(genStatusRoute, {}, options);
export const getModels = (request: RequestOf<typeof modelsCall> = {}, options?: CallOptions) =>
  callRoute<ReplyOf<typeof modelsCall>>(modelsRoute, request, options);
export const getPendingFreeCredits = (options?: CallOptions) =>
  callRoute<ReplyOf<typeof pendingFreeCreditsCall>>(pendingFreeCreditsRoute, {}, options);
export const getLastPackPurchase = (options?: CallOptions) =>
  callRoute<ReplyOf<typeof lastPackPurchaseCall>>(lastPackPurchaseRoute, {}, options);
export const logAnalyticsEvent = (event: RequestOf<typeof analyticsEventCall>) =>
  callRoute<ReplyOf<typeof analyticsEventCall>>(analyticsEventRoute, event);
