import type { SessionAccount } from '../kernel/session-account.js';

/** The signed-in account behind a session token hash with its call's facts, or null when not signed in. */
export type SessionLookup<F> = (tokenHash: string) => Promise<{ account: SessionAccount; facts: F } | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's own session lookup, reading its facts with the account (registerCall's `session`). */
    sessionLookup?: SessionLookup<unknown>;
  }
  interface FastifyRequest {
    /** The signed-in account, read with the session when the request arrived; null when signed out. */
    account: SessionAccount | null;
    /** What the call's session lookup read beside the account; undefined without one or when signed out. */
    sessionFacts: unknown;
  }
}
