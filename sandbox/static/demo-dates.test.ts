import { describe, expect, it } from 'vitest';
import { fillDemoDates, hasDemoDates } from './demo-dates';

describe('fillDemoDates', () => {
  it('replaces today, days after and days before, across months and years', () => {
    const text = '{"a":"{{today}}","b":"{{today+45}}","c":"{{today-3}}"}';
    expect(fillDemoDates(text, '2026-12-20')).toBe(
      '{"a":"2026-12-20","b":"2027-02-03","c":"2026-12-17"}',
    );
  });

  it('leaves other braces and malformed tokens as they are', () => {
    const text = '{{tomorrow}} {{today+}} {today+1} {{today+1x}}';
    expect(fillDemoDates(text, '2026-11-28')).toBe(text);
    expect(hasDemoDates('no tokens')).toBe(false);
    expect(hasDemoDates('"{{today+1}}"')).toBe(true);
  });

  it('counts over a leap day', () => {
    expect(fillDemoDates('{{today+1}}', '2028-02-28')).toBe('2028-02-29');
  });
});
