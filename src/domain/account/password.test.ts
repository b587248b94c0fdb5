import { describe, expect, it } from 'vitest';
import {
  PASSWORD_BREACHED,
  PASSWORD_HINT,
  PASSWORD_TOO_LONG,
  isStrongPassword,
  passwordProblem,
} from './password';

describe('isStrongPassword', () => {
  it.each([
    ['Abcdefg1', true],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abc def1', false],
    ['Abcde1', false],
    ['Zz9zzzzzzzzzzzz', true],
    // Passphrases: 15 characters or more need no capitals or digits, and may hold spaces.
    ['correct horse battery staple', true],
    ['alllowercaseletters', true],
    ['               ', false],
    ['Aa1'.padEnd(128, 'x'), true],
    ['Aa1'.padEnd(129, 'x'), false],
  ])('%s → %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('passwordProblem', () => {
  const breached = (p: string) => p.toLowerCase() === 'password1';
  it('says the maximum before the rule', () => {
    expect(passwordProblem('x'.repeat(100_003))).toBe(PASSWORD_TOO_LONG);
  });
  it('gives the hint for a short password outside the rule', () => {
    expect(passwordProblem('short')).toBe(PASSWORD_HINT);
  });
  it('refuses a listed password in plain words, and only with a list', () => {
    expect(passwordProblem('Password1', breached)).toBe(PASSWORD_BREACHED);
    expect(passwordProblem('Password1')).toBeNull();
  });
  it('takes a long passphrase', () => {
    expect(passwordProblem('correct horse battery staple', breached)).toBeNull();
  });
});
