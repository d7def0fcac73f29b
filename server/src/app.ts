import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config/config.js';
import { createContainer, jobHandlers, type Container } from './container.js';
import { openDatabase, type Database } from './infra/db/database.js';
import { migrate } from './infra/db/migrate.js';
import { registerErrorHandler } from './http/error-handler.js';
import { checkOrigin } from './http/origin-check.js';
import { createSessionRepository } from './modules/auth/session.repository.js';
import { loadSessionOnEveryRequest } from './modules/auth/session-cookie.js';
import { siteModule } from './modules/site/site.module.js';
import { MODULES } from './modules/modules.js';
import { SWEEP_WINDOW_MS } from './modules/training/training.service.js';

export interface BuiltApp {
  app: FastifyInstance;
  container: Container;
  close(): Promise<void>;
}

/** Builds the whole server: shared by the web entry, the worker entry, the CLI tools and the tests. */
export async function buildApp(config: AppConfig, options: { database?: Database } = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  await migrate(database.db);
  const container = createContainer(config, database, app.log);

  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCors, { origin: config.allowedOrigins, credentials: true });
  app.addHook('onRequest', checkOrigin(config.allowedOrigins));
  loadSessionOnEveryRequest(app, createSessionRepository(database.db));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });

  for (const register of MODULES) await register(app, container);
  await siteModule(app, container);

  container.queue.registerHandlers(jobHandlers(container));
  let sweeper: NodeJS.Timeout | undefined;
  if (config.role !== 'web') {
    container.queue.start();
    // Generations left "running" by a dead process (past the engine deadline plus a margin) get their
    // refunds; so do pack images whose job gave up, or that no job can make any more past that bound.
    const staleGenerations = () => new Date(Date.now() - (config.engine.imageDeadlineSeconds + 600) * 1000);
    const sweep = () => Promise.all([
      container.training.sweep().catch((error: unknown) => app.log.error({ err: error }, 'training sweep failed')),
      container.generation.gen.recoverStale(staleGenerations()).catch((error: unknown) => app.log.error({ err: error }, 'generation sweep failed')),
      container.packs.slots.sweep(staleGenerations()).catch((error: unknown) => app.log.error({ err: error }, 'pack sweep failed')),
    ]);
    sweeper = setInterval(sweep, SWEEP_WINDOW_MS);
    void sweep(); // after a restart, pick up trainings at once
  }

  return {
    app,
    container,
    async close() {
      clearInterval(sweeper);
      await container.queue.stop();
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
