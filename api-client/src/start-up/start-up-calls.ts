import type { analyticsEventCall } from '../contract/analytics-service/event';
import type { accountInfoCall } from '../contract/auth-service/account-info';
import type { authStatusCall } from '../contract/auth-service/status';
import type { ReplyOf, RequestOf } from '../contract/define-call';
import type { lastPackPurchaseCall } from '../contract/photo-pack-service/get-last-pack-purchase-id';
import type { genStatusCall } from '../contract/replicate-service/gen-status';
import type { CallRoute } from '../contract/route';
import type { runtimeConfigCall } from '../contract/site/runtime-config';
import { callRoute, type CallOptions } from '../http/client';

// The calls the shell and the landing page make before any other page loads. Their routes live here and
// their contract files spread them into the full definitions, so each path is written once; the reply
// types come from those definitions (type-only imports: no schema reaches the first load).

export const runtimeConfigRoute = { path: 'runtime-config', method: 'GET' } as const satisfies CallRoute;
export const authStatusRoute = { path: 'auth-service/status', method: 'GET', replyAsText: true } as const satisfies CallRoute;
export const accountInfoRoute = { path: 'auth-service/account-info', method: 'GET' } as const satisfies CallRoute;
export const genStatusRoute = { path: 'replicate-service/gen-status', method: 'GET' } as const satisfies CallRoute;
export const lastPackPurchaseRoute = { path: 'photo-pack-service/get-last-pack-purchase-id', method: 'POST' } as const satisfies CallRoute;
export const analyticsEventRoute = { path: 'analytics-service/event', method: 'POST' } as const satisfies CallRoute;

export const fetchRuntimeConfig = (options?: CallOptions) =>
  callRoute<ReplyOf<typeof runtimeConfigCall>>(runtimeConfigRoute, {}, options);
export const getAuthStatus = (options?: CallOptions) => callRoute<ReplyOf<typeof authStatusCall>>(authStatusRoute, {}, options);
export const getAccountInfo = (options?: CallOptions) => callRoute<ReplyOf<typeof accountInfoCall>>(accountInfoRoute, {}, options);
export const getGenStatus = (options?: CallOptions) => callRoute<ReplyOf<typeof genStatusCall>>(genStatusRoute, {}, options);
export const getLastPackPurchase = (options?: CallOptions) =>
  callRoute<ReplyOf<typeof lastPackPurchaseCall>>(lastPackPurchaseRoute, {}, options);
export const logAnalyticsEvent = (event: RequestOf<typeof analyticsEventCall>) =>
  callRoute<ReplyOf<typeof analyticsEventCall>>(analyticsEventRoute, event);
