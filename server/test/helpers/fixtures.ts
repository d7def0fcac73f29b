import { prehashPassword } from './prehash.js';
import { sql } from 'kysely';
import type { HttpClient } from './http-client.js';
import type { TestServer } from './test-server.js';

let counter = 0;

/** A unique address per call, so fixtures can share one server. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * Signs a new user up the way the browser does (check-email → e-mailed link → activate) and returns
 * their signed-in client; `admin: true` then promotes the account, as `npm run create-admin` would.
 */
export async function createSignedInUser(
  server: TestServer,
  /** rulesAccepted (default true): a browser user has accepted the rules before they train or generate. */
  options: { admin?: boolean; email?: string; rulesAccepted?: boolean } = {},
): Promise<{ client: HttpClient; email: string; accountId: number }> {
  const email = options.email ?? uniqueEmail(options.admin ? 'admin' : 'user');
  const client = server.client();
  const check = await client.post('auth-service/check-email', { email, currentUrl: '/onboarding', persona: 'single' });
  if (check.body.status !== 'success') throw new Error(`check-email: ${JSON.stringify(check.body)}`);
  const mail = (await server.system.mailRepository.listRecent(1000)).find((m) => m.to_address === email);
  const code = mail?.text_body.match(/\/activate\?code=([^\s&]+)/)?.[1];
  if (!code) throw new Error(`no activation link mailed to ${email}`);
  const activated = await client.post('auth-service/activate', {
    code: decodeURIComponent(code),
    firstName: 'Test',
    lastName: 'User',
    password: prehashPassword('password1', server.system.config.passwordPrehash),
    referredFrom: 'google',
    termsAccepted: true,
  });
  if (activated.body.status !== 'activated') throw new Error(`activate: ${JSON.stringify(activated.body)}`);
  const { db } = server.system;
  const row = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  if (options.rulesAccepted !== false) await client.post('replicate-service/update-rules-accepted');
  if (options.admin) await db.updateTable('accounts').set({ is_admin: sql`true` }).where('id', '=', row.id).execute();
  return { client, email, accountId: row.id };
}

