import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';

/**
 * Statements run on (nearly) every request, kept prepared by the database connections under a name:
 * PostgreSQL then skips parsing and planning them (after a few runs it keeps a generic plan), and the
 * driver sends only bind/execute. Keyed by SQL text, since that is all a driver sees of a query; the
 * name is derived from the text, so every connection and every database agrees on it.
 *
 * Only fixed, precompiled queries belong here: each one stays prepared on every connection for its life.
 */
const names = new Map<string, string>();

/** Marks a precompiled query as one to keep prepared; answers the query unchanged. */
export function keepPrepared<R>(query: CompiledQuery<R>): CompiledQuery<R> {
  if (!names.has(query.sql)) names.set(query.sql, `hot_${createHash('sha1').update(query.sql).digest('hex').slice(0, 16)}`);
  return query;
}

/** The prepared statement's name of a SQL text, or undefined for a query that is sent afresh each time. */
export function preparedNameOf(sql: string): string | undefined {
  return names.get(sql);
}
