// api-client/promises: every number the site promises (contract/entities/promises.ts), shared as its own Module
// Federation singleton. The landing page and onboarding read it on their first load; the studio's pages do not,
// so it is not part of api-client/runtime. The full entry re-exports it.
export * from './contract/entities/promises';
