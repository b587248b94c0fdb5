import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { placeholderEmail } from './placeholder-email';

describe('placeholderEmail', () => {
  it('is a valid email on a domain that cannot receive mail, one per token', () => {
    const email = placeholderEmail('3F2a-9b');
    expect(email).toBe('guest-3f2a9b@temporary.invalid');
    expect(v.is(v.pipe(v.string(), v.email()), email)).toBe(true);
    expect(placeholderEmail('a')).not.toBe(placeholderEmail('b'));
  });

  it('keeps only safe characters of the token', () => {
    expect(placeholderEmail('<x@y>')).toBe('guest-xy@temporary.invalid');
    expect(placeholderEmail('')).toBe('guest-0@temporary.invalid');
  });
});
