// The auth module's public face: what other modules and the composition may use. Accounts and sessions: sign-up, activation, sign-in, password reset, account info; the session every request carries.
export { createAuthComponents, type AuthComponents } from './auth.wiring.js';
export { authRoutes } from './auth.routes.js';
export { createSessionRepository } from './session.repository.js';
export { clearSessionCookie, loadSessionOnEveryRequest, setSessionCookie } from './session-cookie.http.js';
export { type AccountRepository } from './account.repository.js';
export { prepareActivation, type ActivationInput } from './activation-details.js';
export { createOneTimeCodeRepository, type OneTimeCodeRepository } from './one-time-code.repository.js';
export { hashPassword, verifyPassword } from './password-hasher.js';
export { hashToken, newToken } from './session-token.js';
export { type NewSession, type SessionService } from './session.service.js';
