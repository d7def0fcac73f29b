import { hash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'session';

/** A fresh random token (sent to the browser once) and its hash (the only thing stored). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** sha256 of a token, hex: every signed-in request computes it, so in one call rather than a Hash object. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
