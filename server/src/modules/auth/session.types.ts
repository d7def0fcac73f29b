/** The signed-in account as every request sees it (loaded once per request from the session cookie). */
export interface SessionAccount {
  id: number;
  email: string;
  isAdmin: boolean;
  /** sha256 of the session token, to revoke this very session. */
  sessionTokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    account: SessionAccount | null;
  }
}
