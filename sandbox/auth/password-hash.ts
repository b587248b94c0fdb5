import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt's cost for every new hash: 2^17, OWASP's minimum with r = 8, p = 1. */
export const HASH_COST = 2 ** 17;
/**
 * A cheaper cost for fixtures only (the seeded guest, whose password is published anyway),
 * so that every test sandbox does not spend a strong hash at start. Never for a guest's own.
 */
export const FIXTURE_HASH_COST = 2 ** 14;
/** Stored hashes claiming more than this are refused unread (a hash row cannot exhaust memory). */
const MAX_COST = 2 ** 20;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/** scrypt needs 128·N·r·p bytes; Node refuses above `maxmem` (32 MiB by default). */
function memoryFor(options: { N: number; r: number; p: number }): number {
  return 128 * options.N * options.r * options.p + 1024 * 1024;
}

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string, cost: number = HASH_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: cost, r: BLOCK_SIZE, p: PARALLELISM };
  const key = await deriveKey(password, salt, KEY_LENGTH, {
    ...options,
    maxmem: memoryFor(options),
  });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')]
    .map(String)
    .join('$');
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    Object.values(options).every((value) => Number.isInteger(value) && value > 0) &&
    options.N <= MAX_COST &&
    options.r <= 32 &&
    options.p <= 4;
  return valid
    ? { options, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') }
    : null;
}

/**
 * Checks a password against a stored hash in constant time, at the cost the hash was made
 * with (older, cheaper hashes still verify). A malformed hash never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await deriveKey(password, parsed.salt, parsed.hash.length, {
    ...parsed.options,
    maxmem: memoryFor(parsed.options),
  }).catch(() => null);
  return key !== null && timingSafeEqual(key, parsed.hash);
}

/** The cost a stored hash was made with (0 when it is not one of ours). */
export function hashCost(stored: string): number {
  return parseHash(stored)?.options.N ?? 0;
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same effort as a real check when no account matches, so that an unknown email
 * and a wrong password answer in similar time (at the cost new hashes are made with). Always
 * false.
 */
export async function verifyAgainstDummy(
  password: string,
  cost: number = HASH_COST,
): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
}
