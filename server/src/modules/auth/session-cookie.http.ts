import { API_PREFIX } from 'api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import type { SessionRepository } from './session.repository.js';
import { hashToken, SESSION_COOKIE } from './session-token.js';

/**
 * Loads the signed-in account of every request from its session cookie (one indexed query); a call
 * registered with its own session lookup reads its facts in that same query. A callback hook, not an
 * async one: a signed-out request costs no promise, a signed-in one only the query's.
 */
export function loadSessionOnEveryRequest(app: FastifyInstance, sessions: SessionRepository): void {
  app.decorateRequest('account', null);
  app.decorateRequest('sessionFacts', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      done(); // signed out: account stays null
      return;
    }
    const lookup = request.routeOptions.config.sessionLookup;
    const found = lookup
      ? lookup(hashToken(token)).then((read) => {
        request.account = read?.account ?? null;
        request.sessionFacts = read?.facts;
      })
      : sessions.findAccount(hashToken(token)).then((account) => {
        request.account = account;
      });
    found.then(() => done(), done);
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

/** The known-device cookie: sent only to the sign-in calls, kept a year. */
export const DEVICE_COOKIE = 'known_device';
const DEVICE_COOKIE_PATH = `${API_PREFIX}/auth-service/`;
const DEVICE_COOKIE_DAYS = 365;

export function deviceTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE];
}

export function setDeviceCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    secure: config.cookieSecure,
    sameSite: 'lax',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
