import {
  accountInfoCall, activateCall, authStatusCall, changePasswordCall, checkEmailCall, finishResetPasswordCall,
  loginCall, logoutCall, refereesCall, startResetPasswordCall,
} from 'api-client';
import type { FastifyInstance } from 'fastify';
import type { Container } from '../../container.js';
import { registerCall } from '../../http/contract-route.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** auth-service: sign-up, activation, sign-in and out, password reset, account info (part 2 §7). */
export function authModule(app: FastifyInstance, container: Container): void {
  const { config } = container;
  const { signUp, signIn, passwordReset, account } = container.auth;

  registerCall(app, authStatusCall, async (_input, { account: signedIn }) => (signedIn ? 'logged-in' : 'logged-out'));

  registerCall(app, checkEmailCall, async (input, { request }) => signUp.checkEmail(input, request.ip));

  registerCall(app, activateCall, async (input, { reply }) => {
    const result = await signUp.activate(input);
    if (result.status === 'bad-code') return result;
    setSessionCookie(reply, config, result.session.token, result.session.expiresAt);
    return { status: result.status, persona: result.persona };
  });

  registerCall(app, loginCall, async (input, { request, reply }) => {
    const result = await signIn.login(input, request.ip);
    if (result.status === 'logged-in') setSessionCookie(reply, config, result.session.token, result.session.expiresAt);
    return { status: result.status };
  });

  registerCall(app, logoutCall, async (_input, { reply, account: signedIn }) => {
    await signIn.logout(signedIn?.sessionTokenHash ?? null);
    clearSessionCookie(reply, config);
    return { status: 'logged-out' as const };
  });

  registerCall(app, startResetPasswordCall, async (input, { request }) => ({ status: await passwordReset.start(input, request.ip) }));

  registerCall(app, finishResetPasswordCall, async (input) => ({ status: await passwordReset.finish(input) }));

  registerCall(app, changePasswordCall, async (_input, { account: signedIn }) => ({
    status: await passwordReset.changePassword(signedIn!.id),
  }));

  registerCall(app, refereesCall, async () => ({ status: 'success' as const, referees: await account.referees() }));

  registerCall(app, accountInfoCall, async (_input, { account: signedIn }) => account.accountInfo(signedIn!.id));
}
