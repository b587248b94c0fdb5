import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password';

describe('isStrongPassword', () => {
  it.each([
    ['Abcdefg1', true],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abc def1', false],
    ['Abcde1', false],
    ['Zz9zzzzzzzzzzzz', true],
  ])('%s → %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});
