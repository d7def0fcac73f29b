import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { createAccountRepository } from './account.repository.js';
import { createAccountService, type AccountFacts } from './account.service.js';
import { createOneTimeCodeRepository } from './one-time-code.repository.js';
import { createPasswordResetService } from './password-reset.service.js';
import type { SessionColumns, SessionFacts } from '../../infra/db/session-facts.js';
import { createSessionRepository } from './session.repository.js';
import { createSessionService } from './session.service.js';
import { createSignInService } from './sign-in.service.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { createSignInThrottleRepository } from './sign-in-throttle.repository.js';
import { createSignUpService } from './sign-up.service.js';

/** The accounts module's repositories and services, wired once by the container. */
export function createAuthComponents(deps: {
  config: AppConfig; db: Db; mailer: Mailer; rateLimiter: RateLimiter;
  /** What account-info shows beside the account (the subscription, included trainings), read with the session. */
  accountFacts: SessionFacts<SessionColumns, AccountFacts>;
}) {
  const { config, db, mailer, rateLimiter } = deps;
  const transaction = createTransaction(db);
  const accounts = createAccountRepository(db);
  const codes = createOneTimeCodeRepository(db);
  const sessionRepository = createSessionRepository(db);
  const sessions = createSessionService({ sessions: sessionRepository, sessionDays: config.sessionDays });
  return {
    /** Google sign-in shares the accounts and the sessions. */
    accountRepository: accounts,
    sessionService: sessions,
    /** A call's own session lookup, reading its facts with the account (registerCall's `session`). */
    sessionLookupWith: sessionRepository.lookupWith,
    signUpService: createSignUpService({ config, accounts, codes, sessions, mailer, rateLimiter, transaction }),
    signInService: createSignInService({
      accounts, sessions, throttle: createSignInThrottle({ repository: createSignInThrottleRepository(db), rateLimiter }),
    }),
    passwordResetService: createPasswordResetService({ config, accounts, codes, sessionRepository, mailer, rateLimiter, transaction }),
    accountService: createAccountService({ accounts }),
    /** account-info's session lookup: the account, its subscription and included trainings in one query. */
    accountInfoSession: sessionRepository.lookupWith(deps.accountFacts),
  };
}
export type AuthComponents = ReturnType<typeof createAuthComponents>;
