import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text';

describe('waitText', () => {
  it('says how long to wait in seconds or whole minutes', () => {
    expect(waitText(1)).toBe('Too many attempts. Please wait 1 second, then send again.');
    expect(waitText(30)).toBe('Too many attempts. Please wait 30 seconds, then send again.');
    expect(waitText(60)).toBe('Too many attempts. Please wait 1 minute, then send again.');
    expect(waitText(61)).toBe('Too many attempts. Please wait 2 minutes, then send again.');
  });

  it('asks for a moment when the server gave no wait', () => {
    expect(waitText(undefined)).toBe('Too many attempts. Please wait a moment, then send again.');
    expect(waitText(0)).toBe('Too many attempts. Please wait a moment, then send again.');
  });

  it('names what to do again', () => {
    expect(waitText(900, 'try again')).toBe(
      'Too many attempts. Please wait 15 minutes, then try again.',
    );
  });
});
