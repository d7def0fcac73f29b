// The metrics module's public face: GET /metrics for Prometheus (docs: deploy/README.md#monitoring).
export { metricsRoutes } from './metrics.routes.js';
