import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const hash = await hashPassword('Lakeside2026!');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Lakeside2026!', hash)).toBe(true);
    expect(await verifyPassword('lakeside2026!', hash)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it.each(['', 'plain', 'scrypt$x$8$1$c2FsdA==$aGFzaA==', 'bcrypt$16384$8$1$c2FsdA==$aGFzaA=='])(
    'never matches a malformed hash (%s)',
    async (stored) => {
      expect(await verifyPassword('plain', stored)).toBe(false);
    },
  );

  it('has a dummy check that spends the effort and always fails', async () => {
    expect(await verifyAgainstDummy('Lakeside2026!')).toBe(false);
  });
});
