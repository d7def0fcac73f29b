import { randomUUID } from 'node:crypto';
import { badInput, isEmail, readOptions } from './cli-args.js';
import { CliError, withSystem } from './cli-runtime.js';

const USAGE = 'npm run grant-credits -- --email <e-mail> --credits <non-zero integer; --credits=-N removes> --reason <text>';
const MAX_CREDITS = 1_000_000_000;

/** Operator tool: adds (or with a negative number removes) credits through the same ledger as the app. */
export async function grantCredits(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const options = readOptions(argv, ['email', 'credits', 'reason'] as const, USAGE);
  const email = options.email?.trim().toLowerCase() ?? '';
  if (!isEmail(email)) throw badInput(email ? `Not an e-mail address: ${email}` : '--email is required', USAGE);
  const credits = Number(options.credits);
  if (!/^-?\d+$/.test(options.credits?.trim() ?? '') || credits === 0 || Math.abs(credits) > MAX_CREDITS) {
    throw badInput(`--credits must be a non-zero whole number (got ${options.credits ?? 'nothing'})`, USAGE);
  }
  const reason = options.reason?.trim() ?? '';
  if (!reason) throw badInput('--reason is required (it is kept on the ledger entry)', USAGE);

  return withSystem(env, async ({ system }) => {
    const accountId = await system.admin.adminService.findAccountIdByEmail(email);
    if (accountId === undefined) throw new CliError(`No account with the e-mail ${email}.`);
    // The operator's reason is kept as the entry's reference; the ledger's own reason is its category.
    await system.credits.creditsService.post({ accountId, amount: credits, reason: 'grant', idempotencyKey: `cli-grant:${randomUUID()}`, reference: reason });
    const balance = await system.credits.creditsService.balance(accountId);
    const verb = credits > 0 ? `Granted ${credits} credits to` : `Removed ${-credits} credits from`;
    return `${verb} ${email} (${reason}); balance now ${balance}.`;
  });
}

