import type { AppConfig } from '../../config/config.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { AccountRepository } from './account.repository.js';
import { resetPasswordMail } from './auth-mail.js';
import { normaliseEmail } from './email-policy.js';
import type { OneTimeCodeRepository } from './one-time-code.repository.js';
import { hashPassword } from './password-hasher.js';
import type { SessionRepository } from './session.repository.js';
import { hashToken, newToken } from './session-token.js';
import type { Transaction } from '../../infra/db/transaction.js';

// One reset link per account per 30 minutes (so the form cannot flood an inbox); the link lasts an hour.
const RESET_INTERVAL_MINUTES = 30;
const RESET_CODE_HOURS = 1;
const MAX_ID = 2_147_483_647; // integer ids

export type ResetRequestStatus = 'success' | 'rate-limited';

export interface PasswordResetDeps {
  config: Pick<AppConfig, 'publicUrl' | 'basePath'>;
  accounts: AccountRepository;
  codes: OneTimeCodeRepository;
  sessionRepository: SessionRepository;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  transaction: Transaction;
  /** The password hasher (tests count its calls). */
  hashPassword?: (prehash: string) => Promise<string>;
}

/**
 * Reset by e-mailed link; change-password sends the same link to a signed-in user.
 * See docs/accounts.md#password-reset.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  async function sendLink(accountId: number, reason: 'reset' | 'change'): Promise<ResetRequestStatus> {
    const { token: code, hash } = newToken();
    return deps.transaction(async (trx) => {
      // The row lock makes two simultaneous requests take turns, so only one of them sends.
      const account = await deps.accounts.lockById(accountId, trx);
      if (!account || account.status !== 'active') return 'success';
      if (await deps.codes.createdWithin(account.id, 'reset-password', RESET_INTERVAL_MINUTES, trx)) return 'rate-limited';
      await deps.codes.create(account.id, 'reset-password', hash, new Date(Date.now() + RESET_CODE_HOURS * 3600_000), trx);
      const link = `${deps.config.publicUrl}${deps.config.basePath}/reset-password?code=${encodeURIComponent(code)}&u=${account.id}`;
      await deps.mailer.send(resetPasswordMail(account.email, link, reason), trx);
      return 'success';
    });
  }

  return {
    /** An unknown address also answers success, so the form never reveals who has an account. */
    async start(input: { email: string }, ip: string): Promise<ResetRequestStatus> {
      await deps.rateLimiter.consume(`reset-password:ip:${ip}`);
      const account = await deps.accounts.findByEmail(normaliseEmail(input.email));
      return account ? sendLink(account.id, 'reset') : 'success';
    },

    async changePassword(accountId: number): Promise<ResetRequestStatus> {
      return sendLink(accountId, 'change');
    },

    async finish(input: { code: string; userId: string; password: string }, ip: string): Promise<'success' | 'bad-code'> {
      await deps.rateLimiter.consume(`finish-reset:ip:${ip}`);
      const accountId = Number(input.userId);
      if (!/^[1-9]\d{0,9}$/.test(input.userId) || accountId > MAX_ID) return 'bad-code';
      // A wrong code costs one indexed read, never the expensive hash below.
      if (!(await deps.codes.isValid(hashToken(input.code), 'reset-password', accountId))) return 'bad-code';
      const passwordHash = await (deps.hashPassword ?? hashPassword)(input.password);
      return deps.transaction(async (trx) => {
        const consumed = await deps.codes.consume(hashToken(input.code), 'reset-password', trx, accountId);
        if (consumed === null) return 'bad-code';
        await deps.accounts.setPasswordHash(accountId, passwordHash, trx);
        await deps.codes.retireAll(accountId, 'reset-password', trx);
        // Whoever knew the old password is signed out everywhere.
        await deps.sessionRepository.revokeAllFor(accountId, trx);
        return 'success';
      });
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
