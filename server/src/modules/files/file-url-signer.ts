import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from 'api-client';

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
