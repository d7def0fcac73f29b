import { prehashPassword } from './helpers/prehash.js';
import { DEV_PREHASH_SALT, DEV_PREHASH_SUFFIX } from '../src/config/config.js';
import type { HttpClient } from './helpers/http-client.js';
import type { TestServer } from './helpers/test-server.js';

/** What the browser sends for a password with the development pre-hash settings. */
export function prehash(password: string): string {
  return prehashPassword(password, { salt: DEV_PREHASH_SALT, suffix: DEV_PREHASH_SUFFIX });
}

export async function mailsTo(server: TestServer, email: string) {
  const all = await server.system.mailRepository.listRecent(1000);
  return all.filter((m) => m.to_address === email);
}

/** The newest e-mail to `email` and a query parameter of the first link to `page` in it. */
export async function linkParams(server: TestServer, email: string, page: string): Promise<URLSearchParams> {
  const [latest] = await mailsTo(server, email);
  if (!latest) throw new Error(`no mail to ${email}`);
  const match = latest.text_body.match(new RegExp(`https?://\\S+/${page}\\?\\S+`));
  if (!match) throw new Error(`no ${page} link in: ${latest.text_body}`);
  return new URL(match[0]).searchParams;
}

export const activationForm = (code: string, password = 'secret123') => ({
  code,
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: prehash(password),
  referredFrom: 'friend',
  termsAccepted: true,
});

/** check-email → the e-mailed code → activate; the client ends up signed in. */
export async function signUp(server: TestServer, client: HttpClient, email: string, password = 'secret123') {
  const check = await client.post('auth-service/check-email', { email, currentUrl: '/onboarding', persona: 'single' });
  if (check.body.status !== 'success') throw new Error(`check-email: ${JSON.stringify(check.body)}`);
  const code = (await linkParams(server, email, 'activate')).get('code') ?? '';
  const activated = await client.post('auth-service/activate', activationForm(code, password));
  if (activated.body.status !== 'activated') throw new Error(`activate: ${JSON.stringify(activated.body)}`);
  return { code };
}
