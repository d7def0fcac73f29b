import type { ActivationLinkState, Persona } from 'api-client';
import type { AppConfig } from '../../config/config.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { AccountRepository } from './account.repository.js';
import { prepareActivation, type ActivationInput } from './activation-details.js';
import { activationMail } from './auth-mail.js';
import { isAcceptableEmail, normaliseEmail } from './email-policy.js';
import type { OneTimeCodeRepository } from './one-time-code.repository.js';
import { hashToken, newToken } from './session-token.js';
import type { Transaction } from '../../infra/db/transaction.js';
import type { NewSession, SessionService } from './session.service.js';

const ACTIVATION_HOURS = 24;
/** Activation e-mails one address may be sent in an hour. */
export const ACTIVATION_MAILS_PER_HOUR = 5;
export const TOO_MANY_ACTIVATION_MAILS_MESSAGE =
  'We have already sent several sign-up e-mails to this address. Please check your inbox (and spam folder), or try again in an hour.';

export interface SignUpDeps {
  config: Pick<AppConfig, 'publicUrl' | 'basePath'>;
  accounts: AccountRepository;
  codes: OneTimeCodeRepository;
  sessions: SessionService;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  transaction: Transaction;
}

export type CheckEmailResult = { status: 'success' | 'email-rejected' | 'already-registered'; nextPage: string };
export type ActivateResult =
  | { status: 'activated'; persona: Persona | null; session: NewSession }
  | { status: 'bad-code'; persona: null };

/** A link whose account is active is spent, however its own code stands: the way on is to sign in. */
function linkState(code: { used: boolean; expired: boolean; accountActive: boolean } | undefined): ActivationLinkState {
  if (!code) return 'unknown';
  if (code.used || code.accountActive) return 'used';
  return code.expired ? 'expired' : 'valid';
}

/**
 * E-mail sign-up: check-email creates a pending account and mails a link; activate finishes it.
 * See docs/accounts.md#sign-up.
 */
export function createSignUpService(deps: SignUpDeps) {
  return {
    async checkEmail(input: { email: string; persona?: Persona | null }, ip: string): Promise<CheckEmailResult> {
      await deps.rateLimiter.consume(`check-email:ip:${ip}`);
      const email = normaliseEmail(input.email);
      const query = encodeURIComponent(email);
      if (!isAcceptableEmail(email)) return { status: 'email-rejected', nextPage: '' };
      // Nobody may mail-bomb an address through the sign-up form, from however many clients.
      await deps.rateLimiter.enforce({
        key: `check-email:address:${email}`, limit: ACTIVATION_MAILS_PER_HOUR, windowSeconds: 3600, message: TOO_MANY_ACTIVATION_MAILS_MESSAGE,
      });
      const existing = await deps.accounts.findByEmail(email);
      if (existing?.status === 'active') return { status: 'already-registered', nextPage: `/login?email=${query}` };

      const { token: code, hash } = newToken();
      await deps.transaction(async (trx) => {
        const account = await deps.accounts.createPending(email, input.persona ?? null, trx);
        if (account.status === 'active') return; // activated between the read above and this write
        if (input.persona && input.persona !== account.persona) await deps.accounts.setPersona(account.id, input.persona, trx);
        await deps.codes.create(account.id, 'activation', hash, new Date(Date.now() + ACTIVATION_HOURS * 3600_000), trx);
        const link = `${deps.config.publicUrl}${deps.config.basePath}/activate?code=${encodeURIComponent(code)}`;
        await deps.mailer.send(activationMail(email, link), trx);
      });
      return { status: 'success', nextPage: `/email-verify?email=${query}` };
    },

    /**
     * What /activate shows before its form; the code is only read. Limited per client like check-email,
     * so the call is no faster a way to try codes than activate.
     */
    async activationLinkStatus(code: string, ip: string): Promise<ActivationLinkState> {
      await deps.rateLimiter.consume(`activation-link:ip:${ip}`);
      return linkState(await deps.codes.inspect(hashToken(code), 'activation'));
    },

    async activate(input: ActivationInput & { code: string }): Promise<ActivateResult> {
      const details = await prepareActivation(deps.accounts, input);
      return deps.transaction(async (trx) => {
        const accountId = await deps.codes.consume(hashToken(input.code), 'activation', trx);
        const account = accountId === null ? undefined : await deps.accounts.lockById(accountId, trx);
        if (!account || account.status === 'active') return { status: 'bad-code', persona: null } as const;
        const activated = await deps.accounts.activate(account.id, details, null, trx);
        await deps.codes.retireAll(account.id, 'activation', trx);
        const session = await deps.sessions.start(account.id, trx);
        return { status: 'activated', persona: activated.persona, session } as const;
      });
    },
  };
}
export type SignUpService = ReturnType<typeof createSignUpService>;
