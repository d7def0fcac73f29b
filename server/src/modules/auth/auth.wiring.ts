import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { createAccountRepository } from './account.repository.js';
import { createAccountService, type BalanceReader, type SubscriptionReader } from './account.service.js';
import { createOneTimeCodeRepository } from './one-time-code.repository.js';
import { createPasswordResetService } from './password-reset.service.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService, type Transaction } from './session.service.js';
import { createSignInService } from './sign-in.service.js';
import { createSignUpService } from './sign-up.service.js';

/** The accounts module's repositories and services, wired once by the container. */
export function createAuthComponents(deps: {
  config: AppConfig; db: Db; mailer: Mailer; rateLimiter: RateLimiter; balance: BalanceReader; subscription?: SubscriptionReader;
}) {
  const { config, db, mailer, rateLimiter } = deps;
  const transaction: Transaction = (work) => db.transaction().execute(work);
  const accounts = createAccountRepository(db);
  const codes = createOneTimeCodeRepository(db);
  const sessionRepository = createSessionRepository(db);
  const sessions = createSessionService({ sessions: sessionRepository, sessionDays: config.sessionDays });
  return {
    accounts,
    sessions,
    transaction,
    signUp: createSignUpService({ config, accounts, codes, sessions, mailer, rateLimiter, transaction }),
    signIn: createSignInService({ accounts, sessions, rateLimiter }),
    passwordReset: createPasswordResetService({ config, accounts, codes, sessionRepository, mailer, rateLimiter, transaction }),
    account: createAccountService({ accounts, balance: deps.balance, subscription: deps.subscription }),
  };
}
export type AuthComponents = ReturnType<typeof createAuthComponents>;
