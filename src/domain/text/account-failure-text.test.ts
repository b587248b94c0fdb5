import { describe, expect, it } from 'vitest';
import { accountFailureText } from './account-failure-text';

describe('accountFailureText', () => {
  it('says how long to wait after a 429, from its Retry-After', () => {
    const limited = { message: 'Too many attempts.', rateLimited: true };
    expect(accountFailureText({ ...limited, retryAfterSeconds: 900 })).toBe(
      'Too many attempts. Please wait 15 minutes, then try again.',
    );
    expect(accountFailureText(limited)).toBe(
      'Too many attempts. Please wait a moment, then try again.',
    );
  });

  it('gives any other failure in the client’s own words', () => {
    expect(accountFailureText({ message: 'We could not reach the hotel.' })).toBe(
      'We could not reach the hotel.',
    );
  });
});
