import { PASSWORD_HINT, isStrongPassword } from './password';

/**
 * What is wrong with a new password and its confirmation, or null: the password rule first
 * (its hint), then the match, worded as the form asks ('Passwords do not match.' on the
 * reset form, 'Passwords do not match' on the profile).
 */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  mismatchText: string,
): string | null {
  if (!isStrongPassword(password)) return PASSWORD_HINT;
  return password === confirmation ? null : mismatchText;
}
