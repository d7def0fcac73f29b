import type { AccountRepository } from './account.repository.js';
import { normaliseEmail } from './email-policy.js';
import { verifyPassword } from './password-hasher.js';
import type { NewSession, SessionService } from './session.service.js';
import type { SignInClient, SignInThrottle } from './sign-in-throttle.js';

export type LoginResult = { status: 'logged-in'; session: NewSession; deviceToken: string } | { status: 'not-recognised' };

/** E-mail and password sign-in; one answer for every failure so it never tells which part was wrong. */
export function createSignInService(deps: { accounts: AccountRepository; sessions: SessionService; throttle: SignInThrottle }) {
  return {
    async login(input: { email: string; password: string }, client: SignInClient): Promise<LoginResult> {
      const email = normaliseEmail(input.email);
      await deps.throttle.beforeAttempt(email, client);
      const account = await deps.accounts.findByEmail(email);
      const reserved = await deps.throttle.reserveAttempt(email, account?.id ?? null, client);
      // verifyPassword runs one scrypt even without a stored hash, so unknown addresses take as long.
      const matches = await verifyPassword(input.password, account?.password_hash);
      if (!account || account.status !== 'active' || !matches) {
        await deps.throttle.recordFailure(email, reserved);
        return { status: 'not-recognised' };
      }
      const deviceToken = await deps.throttle.recordSuccess(email, account.id, reserved);
      return { status: 'logged-in', session: await deps.sessions.start(account.id), deviceToken };
    },

    async logout(sessionTokenHash: string | null): Promise<void> {
      if (sessionTokenHash) await deps.sessions.end(sessionTokenHash);
    },
  };
}
export type SignInService = ReturnType<typeof createSignInService>;
