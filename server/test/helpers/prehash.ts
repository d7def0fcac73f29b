import { prehashPassword as browserPrehash, type PrehashSettings } from 'api-client/prehash';

const known = new Map<string, string>();

/**
 * What the browser sends for a password (api-client's bcrypt pre-hash), remembered: the tests sign up
 * hundreds of users with the same few passwords, and bcrypt in JavaScript costs ~70 ms a call by design.
 */
export function prehashPassword(password: string, settings: PrehashSettings): string {
  const key = JSON.stringify([password, settings.salt, settings.suffix]);
  let prehash = known.get(key);
  if (prehash === undefined) {
    prehash = browserPrehash(password, settings);
    known.set(key, prehash);
  }
  return prehash;
}
