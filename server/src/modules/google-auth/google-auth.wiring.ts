import type { AppConfig } from '../../config/config.js';
import type { Db } from '../../infra/db/database.js';
import { createTransaction } from '../../infra/db/transaction.js';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { createOneTimeCodeRepository } from '../auth/index.js';
import type { AuthComponents } from '../auth/index.js';
import { createGoogleAuthRepository } from './google-auth.repository.js';
import { createGoogleAuthService } from './google-auth.service.js';
import { createGoogleTokenVerifier } from './google-token.verifier.js';

/** Google sign-in is off (its calls answer 404) until GOOGLE_CLIENT_ID is configured. */
export function createGoogleAuthComponents(deps: { config: AppConfig; db: Db; rateLimiter: RateLimiter; auth: AuthComponents }) {
  const { clientId, certsUrl } = deps.config.google;
  return {
    googleAuthService: createGoogleAuthService({
      verifier: clientId ? createGoogleTokenVerifier({ clientId, certsUrl }) : null,
      google: createGoogleAuthRepository(deps.db),
      accounts: deps.auth.accountRepository,
      codes: createOneTimeCodeRepository(deps.db),
      sessions: deps.auth.sessionService,
      rateLimiter: deps.rateLimiter,
      transaction: createTransaction(deps.db),
    }),
  };
}
export type GoogleAuthComponents = ReturnType<typeof createGoogleAuthComponents>;
