// @test-databases pglite postgres — it has a PostgreSQL path of its own (the CLI migrating an empty PostgreSQL database)
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PASSWORD_RULE_MESSAGE } from 'api-client';
import { prehashPassword } from './helpers/prehash.js';
import { createAdmin } from '../src/cli/create-admin.command.js';
import { runCommand } from '../src/cli/cli-runtime.js';
import { grantCredits } from '../src/cli/grant-credits.command.js';
import { DEV_PREHASH_SALT, DEV_PREHASH_SUFFIX } from '../src/config/config.js';
import { openDatabase, type Database } from '../src/infra/db/database.js';
import { acquireDataDirLock } from '../src/infra/db/data-dir-lock.js';
import { DEFAULT_DATA_DIR } from '../src/config/config.js';
import { createCreditsService } from '../src/modules/credits/credits.service.js';
import { createLedgerRepository } from '../src/modules/credits/ledger.repository.js';
import { createTrainingEntitlementsRepository } from '../src/modules/credits/training-entitlements.repository.js';
import { verifyPassword } from '../src/modules/auth/password-hasher.js';
import pg from 'pg';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.resolve(SERVER_DIR, '../node_modules/.bin/tsx');
const run = promisify(execFile);

interface CliResult { code: number; stdout: string; stderr: string }

type Tool = 'grant-credits' | 'create-admin';
const COMMANDS = { 'grant-credits': grantCredits, 'create-admin': createAdmin };
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !['DATA_DIR', 'DATABASE_URL', 'NODE_OPTIONS'].includes(k)));

/**
 * The tool's main in this process, with the outcome (output, exit code) the process would have: the
 * rules are tested this way, in milliseconds; `cli` below runs the real entry points a few times.
 */
function command(tool: Tool, args: string[], env: Record<string, string>): Promise<CliResult> {
  return runCommand(() => COMMANDS[tool](args, { ...cleanEnv(), LOG_LEVEL: 'silent', ...env }));
}

/** The real tool, as an operator runs it: its own process. */
async function cli(tool: Tool, args: string[], env: Record<string, string>): Promise<CliResult> {
  const clean = cleanEnv();
  try {
    const { stdout, stderr } = await run(TSX, [`src/cli/${tool}.ts`, ...args], { cwd: SERVER_DIR, env: { ...clean, LOG_LEVEL: 'silent', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`operator CLI tools (${onPostgres ? 'postgres' : 'pglite'})`, () => {
  let tmp: string;
  let env: Record<string, string>;
  let postgres: { database: Database; dispose(): Promise<void> } | undefined;

  /** An empty database on the test server: the CLI itself must migrate it. */
  async function emptyPostgresDatabase(serverUrl: string) {
    const name = `cli_test_${process.pid}_${Date.now()}`;
    const admin = async (query: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(query);
      await client.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    env.DATABASE_URL = url.toString();
    return { database, dispose: async () => { await database.close(); await admin(`drop database if exists ${name} with (force)`); } };
  }

  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-test-'));
    env = { DATA_DIR: tmp };
    if (onPostgres) {
      postgres = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    }
  });
  after(async () => {
    await postgres?.dispose();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  /** Opens the database the CLI wrote to (PGlite only while no CLI runs: it is single-process). */
  async function inspect<T>(look: (database: Database) => Promise<T>): Promise<T> {
    if (postgres) return look(postgres.database);
    const database = await openDatabase({ dataDir: tmp });
    try {
      return await look(database);
    } finally {
      await database.close();
    }
  }

  it('defaults the data folder to the repository root for the server and the CLI alike', () => {
    assert.equal(DEFAULT_DATA_DIR, path.resolve(SERVER_DIR, '..', 'data'));
  });

  it('refuses bad input with a message and a non-zero exit, before touching the database', async () => {
    const cases: Array<[CliResult | Promise<CliResult>, RegExp]> = [
      [cli('grant-credits', ['--credits', '5', '--reason', 'x'], env), /--email is required/],
      [command('grant-credits', ['--email', 'not-an-email', '--credits', '5', '--reason', 'x'], env), /Not an e-mail address/],
      [command('grant-credits', ['--email', 'a@example.com', '--credits', '0', '--reason', 'x'], env), /--credits must be a non-zero whole number/],
      [command('grant-credits', ['--email', 'a@example.com', '--credits', '1.5', '--reason', 'x'], env), /--credits must be a non-zero whole number/],
      [command('grant-credits', ['--email', 'a@example.com', '--credits', '5'], env), /--reason is required/],
      [command('grant-credits', ['--email', 'a@example.com', '--credits', '5', '--reason', 'x', '--bogus', '1'], env), /Unknown option '--bogus'/],
      [command('create-admin', ['--email', 'a@example.com', '--password', 'short1'], env), new RegExp(PASSWORD_RULE_MESSAGE)],
    ];
    for (const [pending, message] of cases) {
      const result = await pending;
      assert.equal(result.code, 2, result.stderr);
      assert.match(result.stderr, message);
      assert.match(result.stderr, /Usage: npm run/);
    }
  });

  it('creates an admin who can sign in, grants credits, and both land in the same database', async () => {
    const created = await cli('create-admin', ['--email', 'Boss@Example.com', '--password', 'password1'], env);
    assert.equal(created.code, 0, created.stderr);
    assert.equal(created.stdout.trim(), 'Created the admin boss@example.com.');

    const granted = await command('grant-credits', ['--email', 'boss@example.com', '--credits', '1500', '--reason', 'launch gift'], env);
    assert.equal(granted.code, 0, granted.stderr);
    assert.equal(granted.stdout.trim(), 'Granted 1500 credits to boss@example.com (launch gift); balance now 1500.');
    const removed = await command('grant-credits', ['--email', 'boss@example.com', '--credits=-200', '--reason', 'correction'], env);
    assert.equal(removed.stdout.trim(), 'Removed 200 credits from boss@example.com (correction); balance now 1300.');
    const tooMuch = await cli('grant-credits', ['--email', 'boss@example.com', '--credits=-5000', '--reason', 'oops'], env);
    assert.equal(tooMuch.code, 1);
    assert.match(tooMuch.stderr, /You don't have enough credits to purchase this item/);

    await inspect(async ({ db }) => {
      const account = await db.selectFrom('accounts').selectAll().where('email', '=', 'boss@example.com').executeTakeFirstOrThrow();
      assert.equal(account.is_admin, true);
      assert.equal(account.status, 'active');
      assert.ok(account.activated_at);
      const browserPrehash = prehashPassword('password1', { salt: DEV_PREHASH_SALT, suffix: DEV_PREHASH_SUFFIX });
      assert.equal(await verifyPassword(browserPrehash, account.password_hash), true);
      const ledger = createCreditsService(createLedgerRepository(db), createTrainingEntitlementsRepository(db));
      assert.equal(await ledger.balance(account.id), 1300);
      const entries = await ledger.entries(account.id);
      assert.deepEqual(entries.map((e) => [e.amount, e.reason, e.reference]), [[1500, 'grant', 'launch gift'], [-200, 'grant', 'correction']]);
      assert.ok(entries.every((e) => /^cli-grant:[0-9a-f-]{36}$/.test(e.idempotencyKey)));
    });
  });

  it('promotes an existing account and sets its password', async () => {
    await command('create-admin', ['--email', 'member@example.com', '--password', 'password1'], env);
    await inspect(({ db }) => db.updateTable('accounts').set({ is_admin: false }).where('email', '=', 'member@example.com').execute());
    const again = await command('create-admin', ['--email', 'member@example.com', '--password', 'other-pass2'], env);
    assert.equal(again.stdout.trim(), 'member@example.com is now an active admin with the new password.');
    await inspect(async ({ db }) => {
      const rows = await db.selectFrom('accounts').selectAll().where('email', '=', 'member@example.com').execute();
      assert.equal(rows.length, 1);
      assert.equal(rows[0]?.is_admin, true);
      const prehash = prehashPassword('other-pass2', { salt: DEV_PREHASH_SALT, suffix: DEV_PREHASH_SUFFIX });
      assert.equal(await verifyPassword(prehash, rows[0]?.password_hash), true);
    });
  });

  it('names an unknown e-mail', async () => {
    const result = await command('grant-credits', ['--email', 'ghost@example.com', '--credits', '5', '--reason', 'x'], env);
    assert.equal(result.code, 1);
    assert.equal(result.stderr.trim(), 'No account with the e-mail ghost@example.com.');
  });

  it('stops with advice when the embedded database is open in another process', { skip: onPostgres }, async () => {
    const lock = acquireDataDirLock(tmp, 'test stands in for a running server');
    try {
      const result = await cli('grant-credits', ['--email', 'boss@example.com', '--credits', '5', '--reason', 'x'], env);
      assert.equal(result.code, 1);
      assert.match(result.stderr, /is open in another process \(pid \d+\).*Stop the server first, or use DATABASE_URL/);
    } finally {
      lock.release();
    }
    assert.equal(fs.existsSync(path.join(tmp, 'database.lock')), false);
  });
});
