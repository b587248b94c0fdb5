import { passwordProblem } from '../../src/domain/account/password';
import type { Result } from '../../src/schemas/result';
import { fail } from '../http/results';

/**
 * A small list of the passwords most often found in breaches that §5's rule (or the
 * passphrase length) would let through (NIST SP 800-63B asks a service to refuse them).
 * A real back end checks a fuller list (for example a k-anonymity breach service); this one
 * ships with the sandbox. Compared without regard to case.
 */
export const BREACHED_PASSWORDS: readonly string[] = [
  'Password1',
  'Password12',
  'Password123',
  'Password1234',
  'Passw0rd',
  'P@ssw0rd',
  'P@ssword1',
  'Password2023',
  'Password2024',
  'Password2025',
  'Password2026',
  'Qwerty123',
  'Qwerty1234',
  'Qwertyuiop1',
  'Welcome1',
  'Welcome123',
  'Welcome2025',
  'Abcd1234',
  'Abc12345',
  'Aa123456',
  'Aa12345678',
  'Iloveyou1',
  'Letmein1',
  'Letmein123',
  'Monkey123',
  'Dragon123',
  'Football1',
  'Baseball1',
  'Sunshine1',
  'Princess1',
  'Charlie1',
  'Michael1',
  'Jordan23',
  'Superman1',
  'Batman123',
  'Trustno1',
  'Master123',
  'Changeme1',
  'Admin123',
  'Administrator1',
  'Hello123',
  'Test1234',
  'Computer1',
  'Starwars1',
  'Liverpool1',
  'Chelsea1',
  'Arsenal1',
  'Manchester1',
  'London123',
  'England1',
  'Mustang1',
  'Shadow123',
  'Freedom1',
  'Whatever1',
  'Summer2024',
  'Summer2025',
  'Winter2024',
  'Winter2025',
  'Spring2025',
  'Autumn2025',
  'Holiday1',
  'Holiday2025',
  'Hotel123',
  'Zaq12wsx',
  'passwordpassword',
  'qwertyuiopasdfgh',
  'qwertyuiopasdfghjkl',
  '123456789012345',
  '1234567890123456',
  'iloveyouiloveyou',
  'correct horse battery staple',
];

const listed = new Set(BREACHED_PASSWORDS.map((password) => password.toLowerCase()));

/** True when the password is on the list (any case). */
export const isBreachedPassword = (password: string): boolean => listed.has(password.toLowerCase());

/**
 * The FAIL to answer for a new password the rule refuses or the list holds (issue 34 item 7),
 * worded by src/domain/account/password.ts as the page words it; null when it may be set.
 */
export function newPasswordRefusal(password: string): Result | null {
  const problem = passwordProblem(password, isBreachedPassword);
  return problem ? fail(problem) : null;
}
