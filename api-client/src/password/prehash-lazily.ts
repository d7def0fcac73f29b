import type { RuntimeConfig } from '../contract/site/runtime-config';

/**
 * The password as this site's server receives it (prehash.ts), with the deployment's salt and suffix from
 * the runtime settings. The browser's form: bcrypt (31 KB) is fetched with the first password sent, not
 * with every page that calls the API. Node code imports `api-client/prehash` instead.
 */
export async function prehashLazily(password: string, settings: Pick<RuntimeConfig, 'passwordSalt' | 'passwordSuffix'>): Promise<string> {
  const { prehashPassword } = await import('./prehash');
  return prehashPassword(password, { salt: settings.passwordSalt, suffix: settings.passwordSuffix });
}
