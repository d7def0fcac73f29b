import type { AddressInfo } from 'node:net';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import type { Database } from '../../src/infra/db/database.js';
import { freshTestDatabase } from './test-database.js';
import { HttpClient } from './http-client.js';

export interface TestServer {
  url: string;
  built: BuiltApp;
  container: BuiltApp['container'];
  /** A new browser-like client with its own cookie jar. */
  client(options?: { origin?: string }): HttpClient;
  /** Runs every background job that is due (mail delivery, ...). */
  drainJobs(): Promise<number>;
  close(): Promise<void>;
}

/** A real server on a fresh database, listening on a loopback port, as the tests' subject. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const { database, dispose } = await freshTestDatabase();
  const server = await startServerOn(database, env);
  return {
    ...server,
    async close() {
      await server.close();
      await dispose();
    },
  };
}

/**
 * A server on an existing database, left open by `close`: two of these in turn on one database stand
 * for a process that died and the one that replaced it.
 */
export async function startServerOn(database: Database, env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_SITE: 'false',
    ROLE: 'web', // tests run jobs explicitly with drainJobs()
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  });
  const built = await buildApp(config, { database });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  return {
    url,
    built,
    container: built.container,
    client: (options) => new HttpClient(url, options?.origin),
    drainJobs: () => built.container.queue.drain(),
    close: () => built.close(),
  };
}
