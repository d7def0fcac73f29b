// The analytics module's public face: what other modules and the composition may use. Funnel events and the admin funnel report (docs/analytics.md).
export { createAnalyticsComponents, type AnalyticsComponents } from './analytics.wiring.js';
export { analyticsRoutes } from './analytics.routes.js';
