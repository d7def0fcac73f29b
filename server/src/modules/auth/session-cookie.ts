import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { SessionRepository } from './session.repository.js';
import { hashToken, SESSION_COOKIE } from './session-token.js';

/** Loads the signed-in account of every request from its session cookie (one indexed query). */
export function loadSessionOnEveryRequest(app: FastifyInstance, sessions: SessionRepository): void {
  app.decorateRequest('account', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    request.account = token ? await sessions.findAccount(hashToken(token)) : null;
  });
}

export function setSessionCookie(reply: FastifyReply, config: AppConfig, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'lax',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, secure: config.cookieSecure, sameSite: 'lax' });
}
