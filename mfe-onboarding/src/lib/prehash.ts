import { prehashPassword, runtimeSettings } from 'api-client';

/** The password as the server receives it: pre-hashed with this deployment's salt and suffix. */
export function prehash(password: string): string {
  const settings = runtimeSettings();
  return prehashPassword(password, { salt: settings.passwordSalt, suffix: settings.passwordSuffix });
}
