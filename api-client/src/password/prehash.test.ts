import bcrypt from 'bcryptjs';
import { prehashedPasswordSchema } from '../contract/common';
import { prehashPassword } from './prehash';

describe('prehashPassword', () => {
  const settings = { salt: bcrypt.genSaltSync(10), suffix: 'fixed-suffix' };

  it('is bcrypt of the password plus the suffix with the fixed salt', () => {
    const sut = prehashPassword('secret123', settings);
    expect(sut).toBe(bcrypt.hashSync('secret123' + settings.suffix, settings.salt));
    expect(prehashPassword('secret123', settings)).toBe(sut);
    expect(prehashPassword('secret124', settings)).not.toBe(sut);
  });

  it('produces what the server accepts as a pre-hashed password', () => {
    expect(prehashedPasswordSchema.safeParse(prehashPassword('secret123', settings)).success).toBe(true);
    expect(prehashedPasswordSchema.safeParse('secret123').success).toBe(false);
  });
});

describe('prehashLazily', () => {
  it('is the same pre-hash, with the salt and suffix of the runtime settings', async () => {
    const { prehashLazily } = await import('./prehash-lazily');
    const salt = bcrypt.genSaltSync(10);
    await expect(prehashLazily('secret123', { passwordSalt: salt, passwordSuffix: 'sfx' })).resolves.toBe(prehashPassword('secret123', { salt, suffix: 'sfx' }));
  });
});
