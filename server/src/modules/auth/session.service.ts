import type { Db } from '../../infra/db/database.js';
import type { SessionRepository } from './session.repository.js';
import { newToken } from './session-token.js';

/** What a route needs to set the session cookie; the token itself is never stored. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Runs `work` in one database transaction (on PGlite: use only the given `trx` inside). */


export function createSessionService(deps: { sessions: SessionRepository; sessionDays: number }) {
  return {
    async start(accountId: number, trx?: Db): Promise<NewSession> {
      const { token, hash } = newToken();
      const expiresAt = new Date(Date.now() + deps.sessionDays * 24 * 60 * 60 * 1000);
      await deps.sessions.create(accountId, hash, expiresAt, trx);
      return { token, expiresAt };
    },
    async end(tokenHash: string): Promise<void> {
      await deps.sessions.revoke(tokenHash);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
