import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { CREDIT_BALANCE_HEADER } from 'api-client';
import type { AppConfig } from './config/config.js';
import { jobHandlers } from './composition/jobs.js';
import { registerRoutes } from './composition/routes.js';
import { composeSystem, type System } from './composition/system.js';
import type { SystemParts } from './composition/system-parts.js';
import { openDatabase, type Database } from './infra/db/database.js';
import { migrate } from './infra/db/migrate.js';
import { createPeriodicRuns } from './infra/jobs/periodic-runs.repository.js';
import { registerErrorHandler } from './http/error-handler.js';
import { refuseDeepJson } from './http/json-body.js';
import { registerRequestGuards } from './http/request-guards.js';
import { recordRequestDurations } from './http/request-metrics.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { sendCreditBalance } from './http/credit-balance-header.js';
import { createSessionRepository, loadSessionOnEveryRequest } from './modules/auth/index.js';
import { loadRemotesMap } from './config/remotes-map.js';
import { SWEEP_WINDOW_MS } from './modules/training/index.js';

export interface BuiltApp {
  app: FastifyInstance;
  system: System;
  close(): Promise<void>;
}

/** How long a shutdown waits for open connections before cutting them. */
const SHUTDOWN_GRACE_MS = 10_000;
/** A worker's first sweep runs unless another worker's started this recently (several start together). */
const STARTUP_SWEEP_MS = 30_000;

/** Trusts the nearest `hops` proxies, as Fastify does for a number (its types take only a function). */
const hopCount = (hops: number) => (_address: string, hop: number) => hop < hops;

export interface BuildOptions {
  /** An open database to use (tests share one); by default the configured one is opened and closed with the app. */
  database?: Database;
  /** Parts to build with instead of the configured ones (tests and benchmarks). */
  parts?: SystemParts;
}

/** Builds the whole server: shared by the web entry, the worker entry, the CLI tools and the tests. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    // Only proxies the operator names may set the client address (X-Forwarded-For); off by default.
    trustProxy: typeof config.trustProxy === 'number' ? hopCount(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const database = options.database ?? (await openDatabase({
    databaseUrl: config.databaseUrl, dataDir: config.dataDir,
    onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection broke; the pool opens another'),
  }));
  await migrate(database.db);
  const system = composeSystem(config, database, app.log, options.parts);

  registerErrorHandler(app);
  if (config.metrics.enabled) recordRequestDurations(app);
  refuseDeepJson(app);
  const remotesMap = await loadRemotesMap(config.basePath, config.site.remotesJson);
  await registerSecurityHeaders(app, config, remotesMap);
  await app.register(fastifyCookie);
  await app.register(fastifyCors, { origin: config.allowedOrigins, credentials: true, exposedHeaders: [CREDIT_BALANCE_HEADER] });
  registerRequestGuards(app, config.allowedOrigins);
  sendCreditBalance(app, (accountId) => system.credits.creditsService.balance(accountId));
  loadSessionOnEveryRequest(app, createSessionRepository(database.db));
  // Shutting down: the answer to a request in flight closes its keep-alive connection, so the process
  // need not wait SHUTDOWN_GRACE_MS for its clients to hang up.
  let closing = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await registerRoutes(app, system, remotesMap);
  system.queue.registerHandlers(jobHandlers(system));
  // Seeded template images get their placeholder files in the background, once per storage folder.
  if (config.templateSeedFiles) {
    void system.templates.templateSeedFiles.ensure()
      .then((rendered) => rendered > 0 && app.log.info({ rendered }, 'rendered the seeded template images'))
      .catch((error: unknown) => app.log.error({ err: error }, 'rendering the seeded template images failed'));
  }
  let sweeper: NodeJS.Timeout | undefined;
  let offerSweeper: NodeJS.Timeout | undefined;
  if (config.role !== 'web') {
    system.queue.start();
    // Generations left "running" by a dead process (past the engine deadline plus a margin) get their
    // refunds; so do pack images whose job gave up, or that no job can make any more past that bound.
    const staleGenerations = () => new Date(Date.now() - (config.engine.imageDeadlineSeconds + 600) * 1000);
    // Every worker has the timers; one of them runs each sweep per interval (docs/storage-and-scale.md).
    const periodic = createPeriodicRuns(database.db);
    const sweepAll = () => Promise.all([
      system.training.trainingService.sweep().catch((error: unknown) => app.log.error({ err: error }, 'training sweep failed')),
      system.generation.generationService.recoverStale(staleGenerations()).catch((error: unknown) => app.log.error({ err: error }, 'generation sweep failed')),
      system.packs.packSlotWorker.sweep(staleGenerations()).catch((error: unknown) => app.log.error({ err: error }, 'pack sweep failed')),
      system.queue.pruneFinished(new Date(Date.now() - config.jobs.retentionDays * 86_400_000))
        .catch((error: unknown) => app.log.error({ err: error }, 'job pruning failed')),
      // Privacy (docs/privacy.md): training photos past SELFIE_RETENTION_DAYS, expired export zips, stalled deletions.
      system.uploads.trainingConfirmation.expire().catch((error: unknown) => app.log.error({ err: error }, 'unconfirmed upload sweep failed')),
      system.privacy.selfieRetention.sweep().catch((error: unknown) => app.log.error({ err: error }, 'selfie retention sweep failed')),
      system.privacy.dataExportService.deleteExpired().catch((error: unknown) => app.log.error({ err: error }, 'export sweep failed')),
      system.privacy.modelDeletionService.retryStalled().catch((error: unknown) => app.log.error({ err: error }, 'model deletion sweep failed')),
      // Free previews (docs/previews.md): selfies and photos past PREVIEW_RETENTION_HOURS, previews whose job was lost.
      system.previews.previewRetention.sweep().catch((error: unknown) => app.log.error({ err: error }, 'preview sweep failed')),
    ]);
    const sweep = (intervalMs: number) => periodic.runOnce('sweep', intervalMs, sweepAll)
      .catch((error: unknown) => app.log.error({ err: error }, 'sweep claim failed'));
    sweeper = setInterval(() => void sweep(SWEEP_WINDOW_MS), SWEEP_WINDOW_MS);
    void sweep(STARTUP_SWEEP_MS); // after a restart, pick up trainings at once (unless another worker just did)
    // Offer claims whose holding period ended: granted or dropped (docs/offers.md). One sweep at a time here,
    // one per interval across workers; a sweep elsewhere would skip the claims this one holds anyway.
    let offersSweep: Promise<unknown> | undefined;
    const offersIntervalMs = config.offers.sweepSeconds * 1000;
    offerSweeper = setInterval(() => {
      offersSweep ??= periodic.runOnce('offers.settle', offersIntervalMs, () => system.offers.offerHoldService.settleDue())
        .catch((error: unknown) => app.log.error({ err: error }, 'offer sweep failed'))
        .finally(() => {
          offersSweep = undefined;
        });
    }, config.offers.sweepSeconds * 1000);
  }

  return {
    app,
    system,
    async close() {
      closing = true;
      clearInterval(sweeper);
      clearInterval(offerSweeper);
      await system.templates.templateSeedFiles.stop();
      await system.generation.close();
      // Requests under way may finish; a connection still open after the grace period (a client that
      // stopped sending mid-body, say) is cut, so it cannot hold the shutdown forever.
      const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
      // Together: the web side stops accepting and finishes its requests; the worker side finishes its
      // running jobs, or after JOB_STOP_GRACE_SECONDS hands them back to the queue for another worker.
      await Promise.all([system.queue.stop({ graceMs: config.jobs.stopGraceSeconds * 1000 }), app.close()]);
      clearTimeout(cut);
      if (!options.database) await database.close();
    },
  };
}
