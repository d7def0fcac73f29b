import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from '../infra/metrics/process-metrics.js';

/**
 * Every answered request into http_request_duration_seconds, labelled by the route's pattern (never the
 * raw URL, whose ids would make a series per user) and its status. Requests no route matched (the site's
 * pages, unknown paths) share one label.
 */
export function recordRequestDurations(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
