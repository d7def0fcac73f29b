import { inspect } from 'node:util';
import { pino } from 'pino';
import { ConfigError, loadConfig, type AppConfig } from '../config/config.js';
import { composeSystem, type System } from '../composition/system.js';
import { openDatabase } from '../infra/db/database.js';
import { migrate } from '../infra/db/migrate.js';
import { AppError } from '../kernel/app-error.js';
import { DataDirBusyError } from '../infra/db/data-dir-lock.js';

/** A message for the operator and a non-zero exit, without a stack trace. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
    this.name = 'CliError';
  }
}

/** Operator tools log warnings only; DATA_DIR defaults to the repository's ./data, as for the server. */
export function cliEnvironment(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return { LOG_LEVEL: 'warn', ...env };
}

export interface CliContext {
  config: AppConfig;
  system: System;
}

/** Opens the database the way the server does (same config, migrations and services), no HTTP. */
export async function withSystem<T>(env: NodeJS.ProcessEnv, work: (context: CliContext) => Promise<T>): Promise<T> {
  const config = loadConfig(cliEnvironment(env));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) => {
    if (!(error instanceof DataDirBusyError)) throw error;
    throw new CliError(
      `The embedded database in ${config.dataDir} is open in another process (pid ${error.holderPid}), probably the running server. ` +
        'Stop the server first, or use DATABASE_URL (a PostgreSQL server can be shared).',
    );
  });
  try {
    await migrate(database.db);
    const system = composeSystem(config, database, pino({ level: config.logLevel }));
    return await work({ config, system });
  } finally {
    await database.close();
  }
}

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** What a CLI main prints and its exit code: one line on failure, no stack trace but for a bug (2 = bad input). */
export async function runCommand(main: () => Promise<string>): Promise<CliOutcome> {
  try {
    return { code: 0, stdout: `${await main()}\n`, stderr: '' };
  } catch (error) {
    const known = error instanceof CliError || error instanceof ConfigError || error instanceof AppError;
    return { code: error instanceof CliError ? error.exitCode : 1, stdout: '', stderr: `${known ? error.message : inspect(error)}\n` };
  }
}

/** Runs a CLI main as the process: prints its outcome and exits with its code. */
export function runCli(main: () => Promise<string>): void {
  void runCommand(main).then((outcome) => {
    process.stdout.write(outcome.stdout);
    process.stderr.write(outcome.stderr);
    process.exit(outcome.code);
  });
}
