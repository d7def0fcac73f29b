import type { FastifyInstance } from 'fastify';
import { assertStorableUrl } from './input-guard.js';
import { checkOrigin } from './origin-check.js';

/**
 * What every request must pass before a route sees it: a URL without an encoded NUL, and for a
 * state-changing request from a browser page, one of our origins. One synchronous hook (no promise a
 * request); it runs after CORS, so a refusal still carries the CORS headers the page needs to read it.
 */
export function registerRequestGuards(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const fromOurOrigin = checkOrigin(allowedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      assertStorableUrl(request.url);
      fromOurOrigin(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
