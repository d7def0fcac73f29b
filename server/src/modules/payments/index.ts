// The payments module's public face: what other modules and the composition may use. Money in: the catalogue of plans and bundles, checkout, fulfilment, subscriptions, receipts, Stripe webhooks.
export { createPaymentsComponents, type PaymentsComponents } from './payments.wiring.js';
export { paymentsRoutes } from './payments.routes.js';
export { stripeWebhookRoutes } from './stripe-webhook.routes.js';
export { testCheckoutRoutes } from './test-checkout.routes.js';
