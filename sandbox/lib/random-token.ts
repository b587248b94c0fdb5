import { randomBytes } from 'node:crypto';

/** A random hex string of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('hex');
}
