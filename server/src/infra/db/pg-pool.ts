import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { runPrepared } from './pg-prepared-query.js';
import { preparedNameOf } from './prepared-statements.js';

/**
 * The pg pool as Kysely's PostgresDialect uses it, except that the statements marked with
 * `keepPrepared` go out as named statements (`PreparedQuery`): parsed and described once per
 * connection, then each run is only bind/execute/sync, in one socket write.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const adapted = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let connection = adapted.get(client);
      if (!connection) {
        connection = preparingClient(client);
        adapted.set(client, connection); // one per pooled connection: Kysely keys its own state by it
      }
      return connection;
    },
    end: () => pool.end(),
  };
}

function preparingClient(client: pg.PoolClient): PostgresPoolClient {
  const query = async <R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> => {
    const name = preparedNameOf(sql);
    const values = parameters as unknown[];
    const result = name ? await runPrepared<R>(client, name, sql, values) : await client.query(sql, values);
    return result as unknown as PostgresQueryResult<R>;
  };
  return { query, release: () => client.release() } as PostgresPoolClient; // no cursor: the dialect is given none
}
