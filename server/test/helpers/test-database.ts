import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/infra/db/database.js';
import { migrate } from '../../src/infra/db/migrate.js';

let template: Promise<Blob> | undefined;

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Where the migrated template is cached, keyed by the migrations' contents so a changed one makes a new file. */
function templateCachePath(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  return path.join(os.tmpdir(), `ai-photographer-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A migrated PGlite, made once and kept on disk: the test runner starts a process per file, and
 * migrating every time cost each file several seconds. Each test database starts from its dump.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const cached = templateCachePath();
    if (fs.existsSync(cached)) return new Blob([fs.readFileSync(cached)]);
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.db);
    const dump = await (database.pglite as PGlite).dumpDataDir('none');
    await database.close();
    // Written beside and renamed, so a process reading it never sees half a file.
    const partial = `${cached}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, cached);
    return dump;
  })();
  return template;
}

/**
 * A fresh database for one test server: embedded PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again by `dispose`).
 */
export async function freshTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
    return { database, dispose: () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  // Migrated now, as the PGlite template is: a server built on it finds every table in place.
  await migrate(database.db);
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves before its sockets close: wait for them rather than kill them mid-test.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await cleanup.query('select count(*)::integer as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    },
  };
}

interface SharedDatabase {
  ready: Promise<{ database: Database; dispose(): Promise<void> }>;
  users: number;
  closing?: NodeJS.Timeout;
}
let shared: SharedDatabase | undefined;
/** How long the shared database outlives its last server: the next describe's server starts within it. */
const SHARED_GRACE_MS = 300;

/**
 * The database of this test process, shared by every server its file starts: making one costs ~2 s,
 * so tests isolate by account (each makes its own) instead of by database. Released by each server;
 * disposed a moment after the last one, unless another server takes it first.
 */
export async function sharedTestDatabase(): Promise<{ database: Database; release(): Promise<void> }> {
  shared ??= { ready: freshTestDatabase(), users: 0 };
  const own = shared;
  clearTimeout(own.closing);
  own.closing = undefined;
  own.users += 1;
  const { database } = await own.ready;
  let released = false;
  return {
    database,
    async release() {
      if (released) return;
      released = true;
      own.users -= 1;
      if (own.users > 0) return;
      own.closing = setTimeout(() => {
        if (shared === own) shared = undefined;
        void own.ready.then((made) => made.dispose());
      }, SHARED_GRACE_MS);
    },
  };
}
