import bcrypt from 'bcryptjs';

export interface PrehashSettings {
  /** A bcrypt salt with 10 rounds, e.g. `$2a$10$` + 22 characters. */
  salt: string;
  suffix: string;
}

/**
 * The browser never sends the password itself but bcrypt(password + suffix, salt), 10 rounds.
 * The server hashes this again with a per-user salt, so the pre-hash alone is never stored
 * (docs/accounts.md#passwords).
 */
export function prehashPassword(password: string, settings: PrehashSettings): string {
  return bcrypt.hashSync(password + settings.suffix, settings.salt);
}
