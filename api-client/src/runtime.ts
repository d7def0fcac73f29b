// api-client/runtime: what the site needs before any page asks for more — the HTTP client, the runtime
// settings, the start-up calls and plain constants — with no zod, call schemas or bcrypt, so the first load
// stays small (docs/frontends.md#first-load). Shared as its own Module Federation singleton; the full
// entry (api-client) re-exports it, so both name the same client, settings and error class.
export * from './contract/route';
export * from './contract/entities/limits';
export * from './contract/entities/trainers';
export * from './contract/entities/gen-page-values';
export * from './contract/analytics-service/funnels';
export * from './http/client';
export * from './http/api-error';
export * from './http/analytics-session';
export * from './http/runtime-settings';
export * from './http/site-bootstrap';
export * from './http/showcase-snapshot';
export * from './start-up/start-up-calls';
