import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import type { Database } from '../src/infra/db/database.js';
import { keepPrepared } from '../src/infra/db/prepared-statements.js';
import { freshTestDatabase } from './helpers/test-database.js';

describe(`statements kept prepared (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let database: Database;
  let dispose: () => Promise<void>;
  before(async () => {
    ({ database, dispose } = await freshTestDatabase());
  });
  after(() => dispose());

  // Parameters of the kinds the session lookups bind (text, time), and the rest a query may take.
  const echo = (db: Database['db'], text: string | null, at: Date, count: number, flag: boolean) =>
    db.selectNoFrom([
      sql<string | null>`${text}::text`.as('text'),
      sql<Date>`${at}::timestamptz`.as('at'),
      sql<number>`${count}::int`.as('count'),
      sql<boolean>`${flag}::boolean`.as('flag'),
    ]).compile();

  it('answers as the same query sent afresh, run after run, and runs as a named statement', async () => {
    const { db } = database;
    const at = new Date('2026-03-01T10:20:30.456Z');
    const prepared = keepPrepared(echo(db, 'x', at, 1, true));
    for (const [text, count, flag] of [['first', 7, true], [null, -3, false], ["it's", 0, true]] as const) {
      const parameters = echo(db, text, at, count, flag).parameters;
      const fresh = (await db.executeQuery({ ...echo(db, text, at, count, flag), sql: `${prepared.sql} -- afresh` })).rows;
      assert.deepEqual((await db.executeQuery({ ...prepared, parameters })).rows, fresh);
      assert.deepEqual(fresh, [{ text, at, count, flag }]);
    }
    // On the connection that ran it (a transaction holds one), the statement is there by its name.
    const statements = await db.transaction().execute(async (trx) => {
      await trx.executeQuery(prepared);
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows;
    });
    assert.ok(statements.some((row) => row.statement === prepared.sql), JSON.stringify(statements));
  });

  it('leaves the connection usable after a prepared statement fails', async () => {
    const { db } = database;
    const divide = keepPrepared(db.selectNoFrom(sql<number>`1 / ${0}::int`.as('quotient')).compile());
    await assert.rejects(db.executeQuery(divide), /division by zero/);
    await assert.rejects(db.executeQuery(divide), /division by zero/);
    assert.deepEqual((await sql<{ one: number }>`select 1 as one`.execute(db)).rows, [{ one: 1 }]);
  });
});
