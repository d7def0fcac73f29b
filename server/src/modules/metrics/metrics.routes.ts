import type { FastifyInstance } from 'fastify';
import { AppError } from '../../kernel/app-error.js';
import type { OperationsFiguresReader } from '../../infra/metrics/operations-figures.js';
import { operationsMetricsText } from '../../infra/metrics/operations-metrics.js';
import { processRegistry } from '../../infra/metrics/process-metrics.js';
import { mayReadMetrics } from './metrics-access.js';

export interface MetricsRoutesDeps {
  /** METRICS_TOKEN: a scraper's bearer token; without it only signed-in admins read the figures. */
  token: string | undefined;
  operationsFigures: OperationsFiguresReader;
}

/**
 * `?scope=process`: only this process's own series; `?scope=database`: only the database's figures,
 * which every process reports alike (a large deployment scrapes them from one target, less often).
 */
const SCOPES = new Set(['process', 'database']);

/**
 * GET /metrics in Prometheus text format: this process's own figures (requests, engine calls, storage
 * errors, Node's) and the database's business figures. Anyone but an admin or the token holder gets
 * the same answer as an unknown path, so the route does not reveal that it exists.
 */
export function metricsRoutes(app: FastifyInstance, { token, operationsFigures }: MetricsRoutesDeps): void {
  // Scrapes arriving together share one read of the database.
  let reading: Promise<string> | undefined;
  const databaseText = () => (reading ??= operationsFigures.read().then(operationsMetricsText).finally(() => {
    reading = undefined;
  }));

  app.get<{ Querystring: { scope?: string } }>('/metrics', async (request, reply) => {
    const caller = { isAdmin: request.account?.isAdmin === true, authorization: request.headers.authorization };
    if (!mayReadMetrics(caller, token)) return reply.callNotFound();
    const scope = request.query.scope;
    if (scope !== undefined && !SCOPES.has(scope)) throw AppError.badRequest('scope must be process or database.');
    const parts = await Promise.all([
      scope === 'database' ? '' : processRegistry.metrics(),
      scope === 'process' ? '' : databaseText(),
    ]);
    return reply.type(processRegistry.contentType).header('cache-control', 'no-store').send(parts.filter(Boolean).join('\n'));
  });
}
