import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';

describe('isPhoneNumber', () => {
  it('accepts digits, spaces, plus, hyphens and brackets', () => {
    expect(isPhoneNumber('+44 (0)15394 88-600')).toBe(true);
    expect(isPhoneNumber('07700900123')).toBe(true);
  });
  it('refuses letters, too few digits and empty input', () => {
    expect(isPhoneNumber('call me')).toBe(false);
    expect(isPhoneNumber('12-34')).toBe(false);
    expect(isPhoneNumber('')).toBe(false);
    expect(isPhoneNumber('0770<script>')).toBe(false);
  });
});
