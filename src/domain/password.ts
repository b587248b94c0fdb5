/**
 * The password rule of booking-engine.md §5: a digit, a lower-case letter, an upper-case
 * letter, no spaces, at least 8 characters.
 */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{8,}$/;

export const PASSWORD_HINT = 'Minimum 8 characters, 1 number and 1 capital letter';

export function isStrongPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}
