import type { FastifyInstance } from 'fastify';
import { AppError } from '../kernel/app-error.js';
import { jsonDepthExceeds, MAX_INPUT_DEPTH, TOO_DEEP_MESSAGE } from './input-guard.js';

/**
 * JSON bodies go through Fastify's own parser (prototype-poisoning checks included) only after a
 * bracket count shows they nest at most MAX_INPUT_DEPTH levels: deeper ones are a 400, not a stack
 * overflow somewhere downstream.
 */
export function refuseDeepJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(String(body), MAX_INPUT_DEPTH)) {
      done(AppError.badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parse(request, String(body), done);
  });
}
