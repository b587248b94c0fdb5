import { passwordProblem } from './password';

/**
 * What is wrong with a new password and its confirmation, or null: the password rule first
 * (the maximum, then its hint), then the match, worded as the form asks ('Passwords do not match.' on the
 * reset form, 'Passwords do not match' on the profile).
 */
export function newPasswordProblem(
  password: string,
  confirmation: string,
  mismatchText: string,
): string | null {
  const problem = passwordProblem(password);
  if (problem) return problem;
  return password === confirmation ? null : mismatchText;
}
