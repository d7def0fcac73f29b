import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { preparedNameOf } from './prepared-statements.js';

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/**
 * PGlite as the Kysely dialect uses it (it calls only `query` and `close`), except that the statements
 * marked with `keepPrepared` run as named prepared statements: `PGlite.query` parses and plans every
 * query and makes six separate calls into the WASM engine for it (parse, describe, bind, describe,
 * execute, sync); a prepared one is parsed once, then each run is bind/describe/execute/sync in one call.
 * Those statements are reads outside transactions (the session lookups), so nothing needs syncing to disk.
 */
export function preparingPglite(pglite: PGlite): PGlite {
  /** Each prepared statement's parameter types, learnt when it was parsed on this database. */
  const parameterTypes = new Map<string, number[]>();

  async function prepare(name: string, sql: string): Promise<number[]> {
    const messages = await pglite.execProtocolStream(
      concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(messages);
    parameterTypes.set(name, types);
    return types;
  }

  async function runPrepared<T>(name: string, sql: string, params: unknown[]): Promise<Results<T>> {
    const types = parameterTypes.get(name) ?? (await prepare(name, sql));
    // As PGlite.query turns values into text: by the parameter's type, else toString.
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = pglite.serializers[types[i] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await pglite.execProtocolStream(
      concat([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    return parse.parseResults(messages, pglite.parsers)[0] as Results<T>;
  }

  const client = {
    query<T>(sql: string, params: unknown[] = []): Promise<Results<T>> {
      const name = preparedNameOf(sql);
      if (!name) return pglite.query<T>(sql, params);
      // The same locks PGlite.query takes: no other query, and no PGlite transaction, runs meanwhile.
      return pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => runPrepared<T>(name, sql, params)));
    },
    close: () => pglite.close(),
  };
  return client as unknown as PGlite;
}
