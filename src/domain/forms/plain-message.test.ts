import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegistrationCustomerSchema } from '../../schemas/auth';
import { plainMessage } from './plain-message';
import { leafErrors } from '../../ui/form/use-account-form';

const messageOf = (schema: v.GenericSchema, value: unknown) => {
  const [issue] = v.safeParse(schema, value).issues ?? [];
  if (!issue) throw new Error('no issue');
  return plainMessage(issue);
};

describe('plainMessage: validation messages in plain words', () => {
  it('says a length limit as a number of characters', () => {
    expect(messageOf(v.pipe(v.string(), v.maxLength(50)), 'x'.repeat(51))).toBe(
      'Use at most 50 characters.',
    );
    expect(messageOf(v.pipe(v.string(), v.minLength(8)), 'short')).toBe(
      'Use at least 8 characters.',
    );
    expect(messageOf(v.pipe(v.string(), v.maxLength(1)), 'xy')).toBe('Use at most 1 character.');
  });

  it('asks for a missing value, and says other built-in checks plainly', () => {
    expect(messageOf(v.object({ a: v.string() }), {})).toBe('Please fill this in.');
    expect(messageOf(v.pipe(v.string(), v.email()), 'nope')).toBe(
      'Please enter a valid email address',
    );
    expect(messageOf(v.pipe(v.number(), v.maxValue(8)), 9)).toBe('Use 8 or less.');
    expect(messageOf(v.pipe(v.string(), v.isoDate()), '1/2/3')).toBe(
      'Please enter a date as YYYY-MM-DD.',
    );
  });

  it('keeps a message the schema wrote', () => {
    expect(messageOf(v.pipe(v.string(), v.nonEmpty('First name is required')), '')).toBe(
      'First name is required',
    );
  });

  it('reaches the account forms: a 122-character first name (issue 17)', () => {
    const parsed = v.safeParse(RegistrationCustomerSchema, {
      Name: { FirstName: 'A'.repeat(122), LastName: 'B' },
    });
    const errors = leafErrors(parsed.issues ?? []);
    expect(errors.FirstName).toBe('Use at most 100 characters.');
    expect(Object.values(errors).join(' ')).not.toMatch(/Invalid|Expected|received/);
  });
});
