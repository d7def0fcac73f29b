import { PASSWORD_RULE_MESSAGE, passwordMeetsRules } from 'api-client';
import { prehashPassword } from 'api-client/prehash';
import { hashPassword } from '../modules/auth/index.js';
import { badInput, isEmail, readOptions } from './cli-args.js';
import { withSystem } from './cli-runtime.js';

const USAGE = 'npm run create-admin -- --email <e-mail> --password <password>';

/**
 * Operator tool: an activated admin who can sign in at once. The password is pre-hashed exactly as the
 * browser does, then hashed like every other account's. An existing e-mail is promoted and its password set.
 */
export async function createAdmin(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const options = readOptions(argv, ['email', 'password'] as const, USAGE);
  const email = options.email?.trim().toLowerCase() ?? '';
  if (!isEmail(email)) throw badInput(email ? `Not an e-mail address: ${email}` : '--email is required', USAGE);
  const password = options.password ?? '';
  if (!passwordMeetsRules(password)) throw badInput(PASSWORD_RULE_MESSAGE, USAGE);

  return withSystem(env, async ({ config, system }) => {
    const passwordHash = await hashPassword(prehashPassword(password, config.passwordPrehash));
    const { created } = await system.admin.adminService.createAdmin(email, passwordHash);
    return created ? `Created the admin ${email}.` : `${email} is now an active admin with the new password.`;
  });
}

