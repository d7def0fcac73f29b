import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './database.js';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');
// Any constant works: it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_ID = 727_001;

/** Applies the numbered SQL files not yet applied, each in its own transaction; safe with many processes. */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(conn);
    try {
      await sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`.execute(conn);
      const done = await sql<{ name: string }>`select name from schema_migrations`.execute(conn);
      const applied = new Set(done.rows.map((r) => r.name));
      const fresh: string[] = [];
      for (const file of files.filter((f) => !applied.has(f))) {
        const text = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          for (const statement of splitStatements(text)) await sql.raw(statement).execute(trx);
          await sql`insert into schema_migrations (name) values (${file})`.execute(trx);
        });
        fresh.push(file);
      }
      return fresh;
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(conn);
    }
  });
}

/**
 * One statement per query: PGlite's extended protocol takes a single statement. Statements end with `;`
 * at the end of a line (migrations keep semicolons out of string literals and function bodies).
 */
export function splitStatements(text: string): string[] {
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
