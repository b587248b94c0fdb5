/**
 * A gift card code as the guest typed it, made comparable: upper case, spaces and dashes
 * dropped, then grouped `XXXX-XXXX-XXXX` as the card prints it. Anything that cannot be a code
 * (wrong length or letters the codes never use) is `null`: refused without a look-up.
 */
export function normaliseGiftCode(typed: string): string | null {
  const bare = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (!/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{12}$/.test(bare)) return null;
  return `${bare.slice(0, 4)}-${bare.slice(4, 8)}-${bare.slice(8)}`;
}

/** What a cart shows of an applied code: only its last group ("Gift card ····7QX4"). */
export const maskedGiftCode = (code: string) => `····${code.slice(-4)}`;
