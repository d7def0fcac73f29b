import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { AccountRepository } from './account.repository.js';
import { normaliseEmail } from './email-policy.js';
import { verifyPassword } from './password-hasher.js';
import type { NewSession, SessionService } from './session.service.js';

export type LoginResult = { status: 'logged-in'; session: NewSession } | { status: 'not-recognised' };

/** E-mail and password sign-in; one answer for every failure so it never tells which part was wrong. */
export function createSignInService(deps: { accounts: AccountRepository; sessions: SessionService; rateLimiter: RateLimiter }) {
  return {
    async login(input: { email: string; password: string }, ip: string): Promise<LoginResult> {
      const email = normaliseEmail(input.email);
      await deps.rateLimiter.consume(`sign-in:ip:${ip}`, `sign-in:email:${email}`);
      const account = await deps.accounts.findByEmail(email);
      // verifyPassword runs one scrypt even without a stored hash, so unknown addresses take as long.
      const matches = await verifyPassword(input.password, account?.password_hash);
      if (!account || account.status !== 'active' || !matches) return { status: 'not-recognised' };
      return { status: 'logged-in', session: await deps.sessions.start(account.id) };
    },

    async logout(sessionTokenHash: string | null): Promise<void> {
      if (sessionTokenHash) await deps.sessions.end(sessionTokenHash);
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
