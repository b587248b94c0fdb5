/**
 * The password rule of booking-engine.md §5: a digit, a lower-case letter, an upper-case
 * letter, no spaces, at least 8 characters.
 */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{8,}$/;

export const PASSWORD_HINT = 'Minimum 8 characters, 1 number and 1 capital letter';

/**
 * One maximum for every password box: register, reset, change and login (issue 34 item 7),
 * so that no password can be set that a login then refuses. 128 holds any passphrase.
 */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * From this length a password is a passphrase: any characters, spaces too, with no rule of
 * capitals and digits (NIST SP 800-63B: length, not composition, makes a password strong).
 */
export const PASSPHRASE_MIN_LENGTH = 15;

export const PASSWORD_TOO_LONG = `Please use at most ${PASSWORD_MAX_LENGTH} characters for your password.`;

/** Said when a password is on the list of the most common breached ones (NIST SP 800-63B). */
export const PASSWORD_BREACHED =
  'This password is one of the most common ones, found in lists that attackers try first. Please choose another: a few unrelated words make a good one.';

/** True when the password may be chosen: a passphrase, or §5's rule; never over the maximum. */
export function isStrongPassword(password: string): boolean {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  if (password.length >= PASSPHRASE_MIN_LENGTH) return password.trim() !== '';
  return PASSWORD_PATTERN.test(password);
}

/**
 * What is wrong with a new password, or null: too long, the rule's hint, or on the list of
 * common breached passwords (`isBreached`: the server's list; the page has none and shows the
 * server's refusal, worded by the same constant).
 */
export function passwordProblem(
  password: string,
  isBreached: (password: string) => boolean = () => false,
): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (!isStrongPassword(password)) return PASSWORD_HINT;
  return isBreached(password) ? PASSWORD_BREACHED : null;
}
