import pg from 'pg';
import pgUtils from 'pg/lib/utils.js';

/** What pg's client hands a query: the connection's protocol writer and its per-connection statement book. */
interface ProtocolConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(message: { name: string; text: string }): void;
  bind(message: { statement: string; values: Array<Buffer | string | null> }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  sync(): void;
}

interface RowDescription { fields: Array<{ name: string; dataTypeID: number; format: string }> }
interface DataRow { fields: Array<string | null> }

/** A statement's result columns on one connection: names and text parsers, learnt from one Describe. */
interface Columns {
  names: string[];
  parsers: Array<(text: string) => unknown>;
}

/** Per pooled connection (the protocol object, which lives as long as its socket): columns by statement name. */
const columnsOf = new WeakMap<ProtocolConnection, Map<string, Columns>>();

export interface PreparedResult<R> { command: string | null; rowCount: number | null; rows: R[] }

/**
 * One run of a named statement kept prepared (`keepPrepared`), as a pg "submittable" (the interface
 * pg-cursor uses). pg's own Query, run by name, still asks for the result's description on every run
 * and rebuilds its column parsers from it, and copies its config object; on a hot, fixed statement
 * that was ~8 µs of a ~130 µs request. Here the statement is parsed once per connection (as pg does)
 * and described with its first run there; later runs are bind/execute/sync, in one socket write, and
 * each row is read with the parsers learnt then. Rows are plain objects, values parsed as pg parses them
 * (its global type parsers; the pool sets no others).
 */
export class PreparedQuery<R> {
  readonly text: string;
  readonly name: string;
  private readonly values: unknown[];
  private readonly callback: (error: Error | null, result?: PreparedResult<R>) => void;
  private columns: Columns | undefined;
  private statements: Map<string, Columns> | undefined;
  private readonly rows: R[] = [];
  private command: string | null = null;
  private rowCount: number | null = null;

  constructor(name: string, text: string, values: unknown[], callback: (error: Error | null, result?: PreparedResult<R>) => void) {
    this.name = name;
    this.text = text;
    this.values = values;
    this.callback = callback;
  }

  submit(connection: ProtocolConnection): Error | null {
    const known = connection.parsedStatements[this.name] ?? connection.submittedNamedStatements[this.name];
    if (known !== undefined && known !== this.text) return new Error(`Prepared statements must be unique - '${this.name}' was used for a different statement`);
    this.statements = columnsOf.get(connection);
    if (!this.statements) columnsOf.set(connection, (this.statements = new Map()));
    // Described columns count only while the statement is prepared there (an error may have dropped it).
    this.columns = connection.parsedStatements[this.name] === this.text ? this.statements.get(this.name) : undefined;
    let values: Array<Buffer | string | null>;
    try {
      values = this.values.map((value) => pgUtils.prepareValue(value)); // before anything is written
    } catch (error) {
      return error as Error; // a value pg cannot send: the client answers it through handleError
    }
    connection.stream.cork?.();
    try {
      if (known === undefined) {
        connection.parse({ name: this.name, text: this.text });
        connection.submittedNamedStatements[this.name] = this.text;
      }
      connection.bind({ statement: this.name, values });
      if (!this.columns) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: RowDescription): void {
    const columns = {
      names: message.fields.map((field) => field.name),
      parsers: message.fields.map((field) => pg.types.getTypeParser(field.dataTypeID, 'text') as (text: string) => unknown), // results come as text
    };
    this.columns = columns;
    this.statements?.set(this.name, columns);
  }

  handleDataRow(message: DataRow): void {
    const { names, parsers } = this.columns!;
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) {
      const raw = message.fields[i];
      row[names[i]!] = raw === null || raw === undefined ? null : parsers[i]!(raw);
    }
    this.rows.push(row as R);
  }

  handleCommandComplete(message: { text: string }): void {
    const match = /^([A-Za-z]+)(?: (\d+))?(?: (\d+))?/.exec(message.text);
    this.command = match?.[1] ?? null;
    const count = match?.[3] ?? match?.[2];
    this.rowCount = count === undefined ? null : Number(count);
  }

  handleEmptyQuery(): void {}

  handlePortalSuspended(): void {}

  handleError(error: Error): void {
    this.statements?.delete(this.name);
    this.callback(error);
  }

  handleReadyForQuery(): void {
    this.callback(null, { command: this.command, rowCount: this.rowCount, rows: this.rows });
  }
}

/** Runs a kept-prepared statement on a pg client. */
export function runPrepared<R>(client: pg.PoolClient, name: string, text: string, values: unknown[]): Promise<PreparedResult<R>> {
  return new Promise((resolve, reject) => {
    client.query(new PreparedQuery<R>(name, text, values, (error, result) => (error ? reject(error) : resolve(result!))) as never);
  });
}
