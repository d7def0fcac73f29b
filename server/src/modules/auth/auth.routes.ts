import {
  accountInfoCall, activateCall, activationLinkStatusCall, authStatusCall, changePasswordCall, checkEmailCall, finishResetPasswordCall,
  loginCall, logoutCall, refereesCall, startResetPasswordCall,
} from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { AuthComponents } from './auth.wiring.js';
import { registerCall } from '../../http/contract-route.js';
import { refuseCrossSite } from '../../http/origin-check.js';
import { clearSessionCookie, deviceTokenOf, setDeviceCookie, setSessionCookie } from './session-cookie.http.js';

/** auth-service: sign-up, activation, sign-in and out, password reset, account info. See docs/accounts.md. */
export function authRoutes(app: FastifyInstance, deps: { config: AppConfig; auth: AuthComponents }): void {
  const { config } = deps;
  const { signUpService, signInService, passwordResetService, accountService, accountInfoSession } = deps.auth;

  registerCall(app, authStatusCall, async (_input, { account: signedIn }) => (signedIn ? 'logged-in' : 'logged-out'));

  registerCall(app, checkEmailCall, async (input, { request }) => signUpService.checkEmail(input, request.ip));

  registerCall(app, activationLinkStatusCall, async (input, { request }) => ({
    status: await signUpService.activationLinkStatus(input.code, request.ip),
  }));

  registerCall(app, activateCall, async (input, { reply }) => {
    const result = await signUpService.activate(input);
    if (result.status === 'bad-code') return result;
    setSessionCookie(reply, config, result.session.token, result.session.expiresAt);
    return { status: result.status, persona: result.persona };
  });

  registerCall(app, loginCall, async (input, { request, reply }) => {
    const result = await signInService.login(input, { ip: request.ip, deviceToken: deviceTokenOf(request) });
    if (result.status === 'logged-in') {
      setSessionCookie(reply, config, result.session.token, result.session.expiresAt);
      setDeviceCookie(reply, config, result.deviceToken);
    }
    return { status: result.status };
  });

  registerCall(app, logoutCall, async (_input, { request, reply, account: signedIn }) => {
    refuseCrossSite(request);
    await signInService.logout(signedIn?.sessionTokenHash ?? null);
    clearSessionCookie(reply, config);
    return { status: 'logged-out' as const };
  });

  registerCall(app, startResetPasswordCall, async (input, { request }) => ({ status: await passwordResetService.start(input, request.ip) }));

  registerCall(app, finishResetPasswordCall, async (input, { request }) => ({ status: await passwordResetService.finish(input, request.ip) }));

  registerCall(app, changePasswordCall, async (_input, { account: signedIn }) => ({
    status: await passwordResetService.changePassword(signedIn!.id),
  }));

  registerCall(app, refereesCall, async () => ({ status: 'success' as const, referees: await accountService.referees() }));

  registerCall(app, accountInfoCall, async (_input, { account: signedIn, facts }) => accountService.accountInfo(signedIn!, facts), {
    session: accountInfoSession,
  });
}
