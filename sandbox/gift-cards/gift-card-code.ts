import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read off a card or a screen is typed back without doubt. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new gift card code, `XXXX-XXXX-XXXX` (about 59 bits from the system's random source). */
export function giftCardCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}
