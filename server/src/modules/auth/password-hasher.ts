import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scryptAsync(secret: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes the client's bcrypt pre-hash again with scrypt and a per-user salt, so a leaked database
 * row is not something a client could send. Stored as `scrypt$N$r$p$<salt b64>$<hash b64>`.
 */
export async function hashPassword(prehash: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(prehash, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

// Compared against when there is no stored hash, so an unknown e-mail costs as much time as a wrong password.
const DUMMY = { n: N, r: R, p: P, salt: Buffer.alloc(SALT_BYTES), hash: Buffer.alloc(KEY_LENGTH) };

/** Always runs exactly one scrypt, whether or not `stored` is present or well-formed. */
export async function verifyPassword(prehash: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parseHash(stored ?? '');
  const target = parsed ?? DUMMY;
  const key = await scryptAsync(prehash, target.salt, target.hash.length, { N: target.n, r: target.r, p: target.p });
  return parsed !== null && timingSafeEqual(key, target.hash);
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  const parsed = { n: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
  if (![parsed.n, parsed.r, parsed.p].every(Number.isInteger) || parsed.hash.length === 0) return null;
  return parsed;
}
