export const ADMIN = { email: 'admin@e2e.test', password: 'adminpass1' };
/** A funded account for the training journey (created as an admin: the operator tool only makes admins). */
export const TRAINER = { email: 'trainer@e2e.test', password: 'trainerpass1', credits: 5000 };
/** The bearer token a Prometheus scraper sends to GET /metrics (start-api.mjs sets METRICS_TOKEN). */
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';
/** Where customers write for help (start-api.mjs sets SUPPORT_EMAIL): the help page and the FAQ show it. */
export const SUPPORT_EMAIL = 'help@photos.e2e-support.com';
