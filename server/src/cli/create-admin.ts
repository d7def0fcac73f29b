import { runCli } from './cli-runtime.js';
import { createAdmin } from './create-admin.command.js';

runCli(() => createAdmin(process.argv.slice(2)));
