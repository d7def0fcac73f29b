// @test-databases pglite
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import type { Database } from '../src/infra/db/database.js';
import { migrate } from '../src/infra/db/migrate.js';
import { freshTestDatabase } from './helpers/test-database.js';

const SCHEMA_FILE = fileURLToPath(new URL('../src/infra/db/schema.ts', import.meta.url));
/** schema.ts and the per-area files it gathers (./schema/*.ts). */
const SCHEMA_FILES = [SCHEMA_FILE, ...fs.readdirSync(path.join(path.dirname(SCHEMA_FILE), 'schema'))
  .filter((name) => name.endsWith('.ts')).map((name) => path.join(path.dirname(SCHEMA_FILE), 'schema', name))];
/** The migrator's own bookkeeping (infra/db/migrate.ts): raw SQL there, never queried through the types. */
const UNTYPED_TABLES = new Set(['schema_migrations']);

interface ColumnShape {
  /** Whether a selected value can be null; undefined where the type cannot say (`unknown`). */
  nullable: boolean | undefined;
  /** `Generated<…>`, or a `ColumnType` whose insert type admits undefined: the database must supply a value. */
  optionalOnInsert: boolean;
}
type Tables = Map<string, Map<string, ColumnShape>>;

/**
 * The `DB` interface of schema.ts read with the TypeScript parser (types do not exist at run time):
 * each table's columns, and what their types say about nulls and inserts. Type aliases of the schema
 * files (`NullableTimestamp`, `PersonaValue`, …) are followed; kysely's wrappers are unwrapped.
 */
function tablesOfSchemaFile(): Tables {
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeNode>();
  for (const file of SCHEMA_FILES) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (ts.isInterfaceDeclaration(statement)) interfaces.set(statement.name.text, statement);
      if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
    }
  }
  // The nodes keep their parents (setParentNodes), so each finds its own file's text.
  const properties = (declaration: ts.InterfaceDeclaration) =>
    declaration.members.filter(ts.isPropertySignature).map((member) => ({ name: member.name.getText(), type: member.type! }));
  const referenceName = (node: ts.TypeNode) => (ts.isTypeReferenceNode(node) ? node.typeName.getText() : undefined);

  function nullable(node: ts.TypeNode): boolean | undefined {
    if (ts.isParenthesizedTypeNode(node)) return nullable(node.type);
    if (ts.isLiteralTypeNode(node)) return node.literal.kind === ts.SyntaxKind.NullKeyword;
    if (node.kind === ts.SyntaxKind.UnknownKeyword || node.kind === ts.SyntaxKind.AnyKeyword) return undefined;
    if (ts.isUnionTypeNode(node)) {
      const parts = node.types.map(nullable);
      return parts.includes(true) ? true : parts.includes(undefined) ? undefined : false;
    }
    const name = referenceName(node);
    if (name === 'Generated' || name === 'ColumnType') return nullable((node as ts.TypeReferenceNode).typeArguments![0]!);
    const alias = name && aliases.get(name);
    return alias ? nullable(alias) : false;
  }

  function admitsUndefined(node: ts.TypeNode): boolean {
    if (node.kind === ts.SyntaxKind.UndefinedKeyword) return true;
    if (ts.isParenthesizedTypeNode(node)) return admitsUndefined(node.type);
    return ts.isUnionTypeNode(node) && node.types.some(admitsUndefined);
  }

  function optionalOnInsert(node: ts.TypeNode): boolean {
    const name = referenceName(node);
    if (name === 'Generated') return true;
    if (name === 'ColumnType') {
      const [select, insert] = (node as ts.TypeReferenceNode).typeArguments!;
      return admitsUndefined(insert ?? select!);
    }
    const alias = name && aliases.get(name);
    return alias ? optionalOnInsert(alias) : false;
  }

  const database = interfaces.get('DB');
  assert.ok(database, 'schema.ts has no `DB` interface');
  const tables: Tables = new Map();
  for (const { name: table, type } of properties(database)) {
    const declaration = interfaces.get(referenceName(type) ?? '');
    assert.ok(declaration, `schema.ts: DB.${table} is not one of the schema files' interfaces`);
    tables.set(table, new Map(properties(declaration).map(({ name, type: column }) =>
      [name, { nullable: nullable(column), optionalOnInsert: optionalOnInsert(column) }])));
  }
  return tables;
}

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
}

async function tablesOfDatabase(database: Database): Promise<Map<string, Map<string, DatabaseColumn>>> {
  const { rows } = await sql<DatabaseColumn>`
    select table_name, column_name, is_nullable, column_default, is_identity
    from information_schema.columns where table_schema = 'public'
    order by table_name, ordinal_position`.execute(database.db);
  const tables = new Map<string, Map<string, DatabaseColumn>>();
  for (const row of rows) {
    if (UNTYPED_TABLES.has(row.table_name)) continue;
    if (!tables.has(row.table_name)) tables.set(row.table_name, new Map());
    tables.get(row.table_name)!.set(row.column_name, row);
  }
  return tables;
}

/** Every difference, one line each, naming the table and column. */
function differences(typed: Tables, actual: Map<string, Map<string, DatabaseColumn>>): string[] {
  const found: string[] = [];
  for (const table of actual.keys()) if (!typed.has(table)) found.push(`${table}: a table of the database that schema.ts does not have`);
  for (const [table, columns] of typed) {
    const real = actual.get(table);
    if (!real) {
      found.push(`${table}: in schema.ts but not in the migrated database`);
      continue;
    }
    for (const column of real.keys()) if (!columns.has(column)) found.push(`${table}.${column}: a column of the database that schema.ts does not have`);
    for (const [column, shape] of columns) {
      const row = real.get(column);
      if (!row) {
        found.push(`${table}.${column}: in schema.ts but not in the migrated database`);
        continue;
      }
      const nullInDatabase = row.is_nullable === 'YES';
      if (shape.nullable !== undefined && shape.nullable !== nullInDatabase) {
        found.push(`${table}.${column}: ${nullInDatabase ? 'nullable' : 'not null'} in the database, ${shape.nullable ? 'nullable' : 'not null'} in schema.ts`);
      }
      const supplied = row.column_default !== null || row.is_identity === 'YES' || nullInDatabase;
      if (shape.optionalOnInsert && !supplied) found.push(`${table}.${column}: optional on insert in schema.ts, but the database has no default for it`);
    }
  }
  return found;
}

describe('schema.ts describes the migrated database', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  before(async () => {
    ({ database, dispose } = await freshTestDatabase());
    await migrate(database.db);
  });
  after(() => dispose());

  it('reads every table of the DB interface, with its columns', () => {
    const typed = tablesOfSchemaFile();
    assert.ok(typed.size >= 20, `${typed.size} tables`);
    assert.deepEqual(typed.get('accounts')?.get('latest_model_id'), { nullable: true, optionalOnInsert: true });
    assert.deepEqual(typed.get('accounts')?.get('email'), { nullable: false, optionalOnInsert: false });
    assert.deepEqual(typed.get('accounts')?.get('created_at'), { nullable: false, optionalOnInsert: true });
    assert.deepEqual(typed.get('jobs')?.get('payload'), { nullable: undefined, optionalOnInsert: false });
  });

  it('has the same tables, columns and nulls as the database', async () => {
    const found = differences(tablesOfSchemaFile(), await tablesOfDatabase(database));
    assert.deepEqual(found, [], `schema.ts (src/infra/db/schema.ts) and the migrations disagree:\n${found.join('\n')}`);
  });
});
