import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../src/app.js';
import { loadConfig } from '../../src/config/config.js';
import type { Database } from '../../src/infra/db/database.js';
import { freshTestDatabase, sharedTestDatabase } from './test-database.js';
import type { InjectOptions } from 'fastify';
import { HttpClient, type Injector } from './http-client.js';

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

let dataDir: string | undefined;
/**
 * This test process's own data folder (stored files), removed when it exits: test files run in
 * parallel and must not see each other's files, nor leave any in the repository's ./data.
 */
function processDataDir(): string {
  if (!dataDir) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'ai-photographer-test-'));
    process.on('exit', () => fs.rmSync(made, { recursive: true, force: true }));
    dataDir = made;
  }
  return dataDir;
}

/**
 * A real server listening on a loopback port, as the tests' subject. Servers of one test file share
 * the file's database (tests isolate by account); `isolated` gives a server a database of its own, for
 * tests that count or sweep everything in it.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { isolated?: boolean } = {}): Promise<TestServer> {
  const { database, release } = options.isolated
    ? await freshTestDatabase().then(({ database: made, dispose }) => ({ database: made, release: dispose }))
    : await sharedTestDatabase();
  // A new server starts with fresh rate limits, as it did on a database of its own.
  await database.db.deleteFrom('rate_limit_windows').execute();
  const server = await startServerOn(database, env);
  return {
    ...server,
    async close() {
      await server.close();
      await release();
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
    DATA_DIR: processDataDir(),
    ...env,
  });
  const built = await buildApp(config, { database });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  return {
    url,
    built,
    container: built.container,
    client: (options) => new HttpClient(url, options?.origin, (request) => built.app.inject(request as InjectOptions) as ReturnType<Injector>),
    drainJobs: () => built.container.queue.drain(),
    close: () => {
      // Tests need no graceful drain: a client that stopped mid-body (a refused 2 MB upload) would hold it open.
      built.app.server.closeAllConnections();
      return built.close();
    },
  };
}
