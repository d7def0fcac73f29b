import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from 'api-client';
import { assertSafeKey } from '../../infra/storage/storage.types.js';

export const FILES_PATH = `${API_PREFIX}/files`;

/**
 * Short-lived links to private files (photos, generated images): `<base>/ai-photographer/files/<key>?exp=&sig=`,
 * where sig = HMAC-SHA256(secret, "<key>:<exp>"). An <img> can load them without cookies, and they stop
 * working after `exp`.
 */
export function createFileUrlSigner(options: { secret: string; basePath: string; now?: () => number }) {
  const now = options.now ?? (() => Date.now());
  const signature = (key: string, exp: number) => createHmac('sha256', options.secret).update(`${key}:${exp}`).digest('base64url');
  return {
    sign(key: string, ttlSeconds = 3600): string {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `${options.basePath}${FILES_PATH}/${path}?exp=${exp}&sig=${signature(key, exp)}`;
    },
    /** Whole seconds a link with this expiry still works (0 once it has expired). */
    secondsLeft(exp: string | undefined): number {
      return Math.max(0, Number(exp) - Math.floor(now() / 1000)) || 0;
    },
    /** True when the signature matches the key and expiry, and the expiry is still ahead. */
    verify(key: string, exp: string | undefined, sig: string | undefined): boolean {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expires = Number(exp);
      if (expires * 1000 <= now()) return false;
      const expected = Buffer.from(signature(key, expires));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type FileUrlSigner = ReturnType<typeof createFileUrlSigner>;

/**
 * The storage key a file link names (`[<origin>][<basePath>]/ai-photographer/files/<key>?…`, as `sign`
 * makes them and the pages send them back, relative or absolute), or null for any other link. The
 * signature is not checked: callers look the key up among the caller's own files, which is the check.
 */
export function storageKeyOfFileUrl(link: string, basePath: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(link, 'http://link.invalid').pathname;
  } catch {
    return null;
  }
  const prefix = `${FILES_PATH}/`;
  const rest = basePath && pathname.startsWith(`${basePath}${prefix}`) ? pathname.slice(basePath.length) : pathname;
  if (!rest.startsWith(prefix)) return null;
  try {
    const key = rest.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
    assertSafeKey(key);
    return key;
  } catch {
    return null;
  }
}
