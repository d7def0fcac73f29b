import { googleActivateCall, googleAuthCall, googlePartialInfoCall, googlePartialStatusCall } from 'api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { GoogleAuthComponents } from './google-auth.wiring.js';
import { registerCall } from '../../http/contract-route.js';
import { setSessionCookie } from '../auth/index.js';
import { PENDING_SIGNUP_MS } from './google-auth.service.js';

/** Binds a pending Google sign-up to this browser; the database keeps only the token's hash. */
const SIGNUP_COOKIE = 'google_signup';

function signupCookieOptions(config: AppConfig) {
  return { path: '/', httpOnly: true, secure: config.cookieSecure, sameSite: 'lax' as const };
}

function setSignupCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(SIGNUP_COOKIE, token, { ...signupCookieOptions(config), maxAge: PENDING_SIGNUP_MS / 1000 });
}

/** google-auth-service: sign in with a Google ID token, and the activation form of a new Google user. */
export function googleAuthRoutes(app: FastifyInstance, { config, googleAuthService }: { config: AppConfig } & GoogleAuthComponents): void {

  registerCall(app, googleAuthCall, async (input, { request, reply }) => {
    const result = await googleAuthService.auth(input, request.ip);
    if (result.status === 'logged-in') setSessionCookie(reply, config, result.session.token, result.session.expiresAt);
    if (result.status === 'activation-required') setSignupCookie(reply, config, result.signupToken);
    return { status: result.status };
  });

  registerCall(app, googlePartialStatusCall, async (_input, { request }) => ({
    status: (await googleAuthService.partialInfo(request.cookies[SIGNUP_COOKIE])).status,
  }));

  registerCall(app, googlePartialInfoCall, async (_input, { request }) => googleAuthService.partialInfo(request.cookies[SIGNUP_COOKIE]));

  registerCall(app, googleActivateCall, async (input, { request, reply }) => {
    const result = await googleAuthService.activate(input, request.cookies[SIGNUP_COOKIE]);
    if (result.status === 'no-partial') return result;
    setSessionCookie(reply, config, result.session.token, result.session.expiresAt);
    reply.clearCookie(SIGNUP_COOKIE, signupCookieOptions(config));
    return { status: result.status, persona: result.persona };
  });
}
