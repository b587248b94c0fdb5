import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveInside } from './resolve-inside';

const base = resolve('/srv/site/dist');

describe('resolveInside', () => {
  it('maps a URL path to a file inside the folder', () => {
    expect(resolveInside(base, 'themes/lake.css')).toBe(join(base, 'themes', 'lake.css'));
    expect(resolveInside(base, 'a%20b.js')).toBe(join(base, 'a b.js'));
  });

  it.each([
    '../package.json',
    '..%2f..%2fpackage.json',
    '%2e%2e/secret',
    'x/../../secret',
    '.env',
    'a%00.js',
    '..%5c..%5csecret',
    '%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(resolveInside(base, path)).toBeNull();
  });
});
