import { runCli } from './cli-runtime.js';
import { grantCredits } from './grant-credits.command.js';

runCli(() => grantCredits(process.argv.slice(2)));
