import { describe, expect, it } from 'vitest';
import {
  FIXTURE_HASH_COST,
  HASH_COST,
  hashCost,
  hashPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './password-hash';

describe('password hashing', { timeout: 60_000 }, () => {
  it('stores a salted scrypt hash at N = 2^17 that verifies only the right password', async () => {
    const hash = await hashPassword('Lakeside2026!');
    expect(HASH_COST).toBeGreaterThanOrEqual(2 ** 17);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(hashCost(hash)).toBe(2 ** 17);
    expect(await verifyPassword('Lakeside2026!', hash)).toBe(true);
    expect(await verifyPassword('lakeside2026!', hash)).toBe(false);
  });

  it('still verifies an older, cheaper hash (fixtures are made that way)', async () => {
    const hash = await hashPassword('same', FIXTURE_HASH_COST);
    expect(hash.startsWith('scrypt$16384$')).toBe(true);
    expect(await verifyPassword('same', hash)).toBe(true);
  });

  it('salts every hash differently', async () => {
    const [a, b] = [
      await hashPassword('same', FIXTURE_HASH_COST),
      await hashPassword('same', FIXTURE_HASH_COST),
    ];
    expect(a).not.toBe(b);
  });

  it.each([
    '',
    'plain',
    'scrypt$x$8$1$c2FsdA==$aGFzaA==',
    'bcrypt$16384$8$1$c2FsdA==$aGFzaA==',
    'scrypt$1073741824$8$1$c2FsdA==$aGFzaA==',
  ])('never matches a malformed or absurd hash (%s)', async (stored) => {
    expect(await verifyPassword('plain', stored)).toBe(false);
  });

  it('has a dummy check that spends the effort and always fails', async () => {
    expect(await verifyAgainstDummy('Lakeside2026!')).toBe(false);
  });
});
