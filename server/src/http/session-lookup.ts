import type { SessionAccount, SessionLookup } from '../kernel/session-account.js';

export type { SessionLookup };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's own session lookup, reading its facts with the account (registerCall's `session`). */
    sessionLookup?: SessionLookup<unknown>;
    /** A call of the API contract (registerCall): its answers are the caller's own, never a shared cache's. */
    contractCall?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in account, read with the session when the request arrived; null when signed out. */
    account: SessionAccount | null;
    /** What the call's session lookup read beside the account; undefined without one or when signed out. */
    sessionFacts: unknown;
  }
}
