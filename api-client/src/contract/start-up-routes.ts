import type { CallRoute } from './route';

// The routes of the calls made before any page loads, and of the calls a signed-in page needs for its first
// render (the shell starts those with the start-up when it opens such a page): a leaf file, read both by the
// start-up entry (api-client/runtime) and by the calls' full definitions, so neither imports the other.

export const runtimeConfigRoute = { path: 'runtime-config', method: 'GET' } as const satisfies CallRoute;
export const authStatusRoute = { path: 'auth-service/status', method: 'GET', replyAsText: true } as const satisfies CallRoute;
export const accountInfoRoute = { path: 'auth-service/account-info', method: 'GET' } as const satisfies CallRoute;
export const genStatusRoute = { path: 'replicate-service/gen-status', method: 'GET' } as const satisfies CallRoute;
export const lastPackPurchaseRoute = { path: 'photo-pack-service/get-last-pack-purchase-id', method: 'POST' } as const satisfies CallRoute;
export const analyticsEventRoute = { path: 'analytics-service/event', method: 'POST' } as const satisfies CallRoute;
export const modelsRoute = { path: 'replicate-service/models', method: 'POST' } as const satisfies CallRoute;
export const pendingFreeCreditsRoute = { path: 'offer-service/pending-free-credits', method: 'GET' } as const satisfies CallRoute;
/** The showcase the marketing pages show (http/showcase-snapshot.ts asks for it where the page carries none). */
export const showcaseRoute = { path: 'showcase-service/showcase', method: 'GET' } as const satisfies CallRoute;
