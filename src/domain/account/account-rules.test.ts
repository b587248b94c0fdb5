import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password-problem';
import { noEmailFlag } from './no-email-flag';
import { registerFailureText } from '../text/register-failure-text';
import { readResetLink } from './reset-link';

describe('noEmailFlag', () => {
  it('is N when the marketing box is ticked, otherwise Y', () => {
    expect(noEmailFlag(true)).toBe('N');
    expect(noEmailFlag(false)).toBe('Y');
  });
});

describe('registerFailureText', () => {
  it("prefixes the server's text", () => {
    expect(registerFailureText('Email taken.')).toBe('Error. Email taken.');
  });
});

describe('readResetLink', () => {
  it('reads reset and email', () => {
    expect(readResetLink('?reset=abc&email=a%40b.test')).toEqual({
      reset: 'abc',
      email: 'a@b.test',
    });
  });

  it('is null when either is missing or empty', () => {
    expect(readResetLink('?reset=abc')).toBeNull();
    expect(readResetLink('?email=a@b.test')).toBeNull();
    expect(readResetLink('?reset=&email=a@b.test')).toBeNull();
    expect(readResetLink('')).toBeNull();
  });
});

describe('newPasswordProblem', () => {
  const hint = 'Minimum 8 characters, 1 number and 1 capital letter';

  it('needs a digit, a lower and an upper case letter, no spaces, 8 or more', () => {
    for (const weak of ['Short1a', 'nouppercase1', 'NOLOWER123', 'NoDigitsHere', 'Has space1A']) {
      expect(newPasswordProblem(weak, weak, 'x')).toBe(hint);
    }
    expect(newPasswordProblem('Lakeside2026', 'Lakeside2026', 'x')).toBeNull();
  });

  it('words a mismatch as the form asks', () => {
    expect(newPasswordProblem('Lakeside2026', 'Lakeside2027', 'Passwords do not match.')).toBe(
      'Passwords do not match.',
    );
    expect(newPasswordProblem('Lakeside2026', '', 'Passwords do not match')).toBe(
      'Passwords do not match',
    );
  });
});
