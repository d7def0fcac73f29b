// @test-databases pglite postgres — named prepared statements go through the pg pool (src/infra/db/pg-pool.ts), which only PostgreSQL uses
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

  it('reads every row, nulls and JSON alike, with the columns described on its first run', async () => {
    const { db } = database;
    const rows = (upTo: number) => sql<{ n: number; parity: string | null; doc: { upTo: number } }>`
      select n, case when n % 2 = 0 then null else 'odd' end as parity, json_build_object('upTo', ${upTo}::int) as doc
      from generate_series(1, ${upTo}::int) as n`.compile(db);
    const prepared = keepPrepared(rows(1));
    for (const upTo of [3, 1, 4, 3]) {
      const fresh = (await db.executeQuery({ ...rows(upTo), sql: `${prepared.sql} -- afresh` })).rows;
      assert.equal(fresh.length, upTo);
      assert.deepEqual((await db.executeQuery({ ...prepared, parameters: rows(upTo).parameters })).rows, fresh);
    }
  });

  it('counts the rows a kept-prepared write changed, run after run', async () => {
    const { db } = database;
    await sql`create table if not exists prepared_counter (id int primary key, hits int not null default 0)`.execute(db);
    await sql`insert into prepared_counter (id) values (1), (2), (3) on conflict do nothing`.execute(db);
    const bump = (below: number) => sql<{ id: number }>`update prepared_counter set hits = hits + 1 where id < ${below} returning id`.compile(db);
    const prepared = keepPrepared(bump(0));
    for (const below of [3, 4, 1]) {
      const result = await db.executeQuery({ ...prepared, parameters: bump(below).parameters });
      assert.equal(result.rows.length, below - 1);
      if (below > 1) assert.equal(result.numAffectedRows, BigInt(below - 1)); // none: 0n on pg, undefined on PGlite's dialect
    }
  });

  it('keeps the connection usable after a value that cannot be sent (pg refuses it before writing)', async () => {
    const { db } = database;
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const echo = keepPrepared(db.selectNoFrom(sql<string>`${'x'}::text`.as('text')).compile());
    await db.executeQuery({ ...echo, parameters: [circular] }).catch(() => undefined); // PGlite sends its text, pg throws
    assert.deepEqual((await db.executeQuery({ ...echo, parameters: ['y'] })).rows, [{ text: 'y' }]);
    assert.deepEqual((await sql<{ one: number }>`select 1 as one`.execute(db)).rows, [{ one: 1 }]);
  });

  it('leaves the connection usable after a prepared statement fails', async () => {
    const { db } = database;
    const divide = keepPrepared(db.selectNoFrom(sql<number>`1 / ${0}::int`.as('quotient')).compile());
    await assert.rejects(db.executeQuery(divide), /division by zero/);
    await assert.rejects(db.executeQuery(divide), /division by zero/);
    assert.deepEqual((await sql<{ one: number }>`select 1 as one`.execute(db)).rows, [{ one: 1 }]);
  });
});
