import { describe, expect, it } from 'vitest';
import { formatMoney, formatWholePounds } from './format-money';

const intl = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A deterministic spread of amounts: whole, pence, half pence, large, negative. */
function amounts(): number[] {
  const list = [0, -0, 0.005, 0.015, 0.125, 1.005, 1.115, 2.675, 999.995, 1e6, 123456789.5];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 5000; i += 1) {
    const scale = 10 ** Math.floor(next() * 8);
    const value = Math.round(next() * scale * 1000) / 1000;
    list.push(value, -value);
  }
  return list;
}

describe('formatMoney', () => {
  it('writes what Intl’s en-GB pounds write, for every kind of amount', () => {
    for (const amount of amounts().filter((a) => !Object.is(a, -0))) {
      expect(formatMoney(amount), String(amount)).toBe(intl.format(amount));
    }
  });

  it('writes the usual amounts as a guest reads them', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-25)).toBe('-£25.00');
    expect(formatMoney(1000000)).toBe('£1,000,000.00');
  });

  it('writes minus zero as zero, and what no price is as JavaScript writes it', () => {
    // Intl writes "-£0.00" and "£∞"; no amount in a cart is either.
    expect(formatMoney(-0)).toBe('£0.00');
    expect(formatMoney(Number.NaN)).toBe('£NaN');
    expect(formatMoney(-Infinity)).toBe('-£Infinity');
  });
});

describe('formatWholePounds', () => {
  it('floors to whole pounds, grouped as en-GB groups them', () => {
    for (const amount of amounts().filter((a) => !Object.is(a, -0))) {
      expect(formatWholePounds(amount), String(amount)).toBe(
        `£${Math.floor(amount).toLocaleString('en-GB')}`,
      );
    }
    expect(formatWholePounds(1282.99)).toBe('£1,282');
    // toLocaleString writes "-0"; no price is "£-0".
    expect(formatWholePounds(-0)).toBe('£0');
  });
});
