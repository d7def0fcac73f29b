import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.js';
import { preparingPool } from './pg-pool.js';
import { preparingPglite } from './pglite-client.js';
import type { DB } from './schema.js';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when that is what runs (tests dump it to start later databases from it). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  dataDir: string;
  /** A PGlite data-dir dump to start from (tests: an already migrated database in ~0.7 s). */
  loadDataDir?: Blob;
  /** Told when a PostgreSQL connection breaks while idle in the pool (the pool has dropped it already). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A connection that breaks while idle in the pool (the server ended it: a restart, a terminated backend,
    // a dropped database at shutdown) is an 'error' event on the pool, which unheard would end the process.
    // The pool has already let that client go; the next query opens a new connection.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const location = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pgdata');
  if (location) await fs.mkdir(path.dirname(location), { recursive: true });
  // PGlite admits one process per folder but does not enforce it: a second one would corrupt it.
  const lock = location ? acquireDataDirLock(options.dataDir, 'database') : undefined;
  // 'memory://' rather than undefined: PGlite ignores its options (loadDataDir too) after an undefined data dir.
  const pglite = new PGlite(location ?? 'memory://', options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(preparingPglite(pglite)) });
  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await db.destroy();
      lock?.release();
    },
  };
}

