import type { Persona } from 'api-client';
import { AppError } from '../../kernel/app-error.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { AccountRepository } from '../auth/index.js';
import { prepareActivation, type ActivationInput } from '../auth/index.js';
import type { OneTimeCodeRepository } from '../auth/index.js';
import { hashToken, newToken } from '../auth/index.js';
import type { Transaction } from '../../infra/db/transaction.js';
import type { NewSession, SessionService } from '../auth/index.js';
import type { GoogleAuthRepository, PendingSignup } from './google-auth.repository.js';
import type { GoogleTokenVerifier } from './google-token.verifier.js';

// A pending Google sign-up waits this long for the activation form (the cookie lives as long).
export const PENDING_SIGNUP_MS = 60 * 60 * 1000;

export interface GoogleAuthDeps {
  verifier: GoogleTokenVerifier | null;
  google: GoogleAuthRepository;
  accounts: AccountRepository;
  codes: OneTimeCodeRepository;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  transaction: Transaction;
}

export type GoogleAuthResult =
  | { status: 'logged-in'; session: NewSession }
  | { status: 'activation-required'; signupToken: string }
  | { status: 'invalid-token' };

export type GoogleActivateResult =
  | { status: 'activated'; persona: Persona | null; session: NewSession }
  | { status: 'no-partial'; persona: null };

/**
 * Google sign-in: a known identity or address signs in; a new one waits for the activation form.
 * See docs/accounts.md#google-sign-in.
 */
export function createGoogleAuthService(deps: GoogleAuthDeps) {
  async function pending(signupToken: string | undefined): Promise<PendingSignup | null> {
    return signupToken ? deps.google.findPending(hashToken(signupToken)) : null;
  }

  return {
    async auth(input: { idToken: string; persona?: Persona | null }, ip: string): Promise<GoogleAuthResult> {
      if (!deps.verifier) throw AppError.notFound('Google sign-in is not enabled.');
      await deps.rateLimiter.consume(`google-sign-in:ip:${ip}`);
      const identity = await deps.verifier.verify(input.idToken);
      if (!identity) return { status: 'invalid-token' };
      await deps.rateLimiter.consume(`google-sign-in:email:${identity.email}`);

      const linkedId = await deps.google.accountIdForSubject(identity.subject);
      const linked = linkedId === null ? undefined : await deps.accounts.findById(linkedId);
      if (linked?.status === 'active') return { status: 'logged-in', session: await deps.sessions.start(linked.id) };

      // Google has verified the address, so an existing account with it is the same person.
      const byEmail = await deps.accounts.findByEmail(identity.email);
      if (byEmail?.status === 'active') {
        await deps.google.link(identity.subject, byEmail.id);
        return { status: 'logged-in', session: await deps.sessions.start(byEmail.id) };
      }

      const { token, hash } = newToken();
      await deps.google.storePending(hash, { ...identity, persona: input.persona ?? null }, new Date(Date.now() + PENDING_SIGNUP_MS));
      return { status: 'activation-required', signupToken: token };
    },

    async partialInfo(signupToken: string | undefined) {
      const signup = await pending(signupToken);
      return signup
        ? { status: 'partial' as const, email: signup.email, firstName: signup.firstName, lastName: signup.lastName }
        : { status: 'none' as const, email: '', firstName: '', lastName: '' };
    },

    async activate(input: ActivationInput, signupToken: string | undefined): Promise<GoogleActivateResult> {
      if (!(await pending(signupToken))) return { status: 'no-partial', persona: null };
      const details = await prepareActivation(deps.accounts, input);
      return deps.transaction(async (trx) => {
        const signup = signupToken ? await deps.google.takePending(hashToken(signupToken), trx) : null;
        if (!signup) return { status: 'no-partial', persona: null } as const;
        const existing = await deps.accounts.findByEmail(signup.email, trx);
        let account: { id: number; persona: Persona | null };
        if (!existing) account = await deps.accounts.createActive(signup.email, details, signup.persona, trx);
        else if (existing.status === 'pending') account = await deps.accounts.activate(existing.id, details, signup.persona, trx);
        else account = existing; // activated by e-mail meanwhile: keep its password and names
        await deps.codes.retireAll(account.id, 'activation', trx);
        await deps.google.link(signup.subject, account.id, trx);
        const session = await deps.sessions.start(account.id, trx);
        return { status: 'activated', persona: account.persona, session } as const;
      });
    },
  };
}
export type GoogleAuthService = ReturnType<typeof createGoogleAuthService>;
