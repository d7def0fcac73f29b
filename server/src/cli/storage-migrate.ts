import { runCli } from './cli-runtime.js';
import { migrateStorage } from './storage-migrate.command.js';

runCli(() => migrateStorage(process.argv.slice(2)));
