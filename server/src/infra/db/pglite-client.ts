import { parse, protocol, types, type PGlite, type Results } from '@electric-sql/pglite';
import { preparedNameOf } from './prepared-statements.js';

const { serialize } = protocol;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** A prepared statement's result columns, from its first run's description. */
interface Columns {
  fields: Array<{ name: string; dataTypeID: number }>;
}

/** The rows of a run without a description, read as PGlite's parseResults reads them (its parsers, by type). */
function readRows<T>(messages: BackendMessage[], { fields }: Columns, parsers: PGlite['parsers']): Results<T> {
  const rows: T[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === 'commandComplete') {
      const [, command, count] = /^(\w+)(?: \d+)? (\d+)$/.exec((message as unknown as { text: string }).text) ?? [];
      if (command && WRITES.has(command)) affectedRows = Number(count);
    }
    if (message.name !== 'dataRow') continue;
    const values = (message as unknown as { fields: Array<string | null> }).fields;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i += 1) row[fields[i]!.name] = types.parseType(values[i] ?? null, fields[i]!.dataTypeID, parsers);
    rows.push(row as T);
  }
  return { rows, fields, affectedRows };
}
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

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
 * execute, sync); a prepared one is parsed once and described with its first run, then each run is
 * bind/execute/sync in one call, its rows read with the description kept from that first run (the
 * engine's Describe and the decoding of every column name, again, were ~10 % of a signed-in request).
 * Those statements are reads outside transactions (the session lookups), so nothing needs syncing to disk.
 */
export function preparingPglite(pglite: PGlite): PGlite {
  /** Each prepared statement's parameter types, learnt when it was parsed on this database. */
  const parameterTypes = new Map<string, number[]>();
  /** Each prepared statement's result columns, from its first run. */
  const descriptions = new Map<string, Columns>();
  const executeAndSync = concat([serialize.execute({}), serialize.sync()]);
  const describeExecuteAndSync = concat([serialize.describe({ type: 'P' }), executeAndSync]);

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
    const description = descriptions.get(name);
    let messages: BackendMessage[];
    try {
      messages = await pglite.execProtocolStream(
        concat([serialize.bind({ statement: name, values }), description ? executeAndSync : describeExecuteAndSync]),
        { syncToFs: false },
      );
    } catch (error) {
      descriptions.delete(name);
      throw error;
    }
    if (description) return readRows<T>(messages, description, pglite.parsers);
    const results = parse.parseResults(messages, pglite.parsers)[0] as Results<T>;
    if (messages.some((message) => message.name === 'rowDescription')) descriptions.set(name, { fields: results.fields });
    return results;
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
