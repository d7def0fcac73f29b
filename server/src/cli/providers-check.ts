import { runCli } from './cli-runtime.js';
import { providersCheck } from './providers-check.command.js';

runCli(() => providersCheck());
