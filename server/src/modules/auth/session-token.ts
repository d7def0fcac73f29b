import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'session';

/** A fresh random token (sent to the browser once) and its hash (the only thing stored). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
