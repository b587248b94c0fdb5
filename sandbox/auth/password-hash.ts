import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM };
  const key = await deriveKey(password, salt, KEY_LENGTH, options);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')]
    .map(String)
    .join('$');
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = Object.values(options).every((value) => Number.isInteger(value) && value > 0);
  return valid
    ? { options, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') }
    : null;
}

/** Checks a password against a stored hash in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await deriveKey(password, parsed.salt, parsed.hash.length, {
    ...parsed.options,
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(key, parsed.hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same effort as a real check when no account matches, so that an unknown email
 * and a wrong password answer in similar time. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
