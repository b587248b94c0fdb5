import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './negotiate-encoding';

describe('negotiateEncoding', () => {
  it.each([
    [null, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['deflate', null],
  ])('answers %j with %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
