import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const book = '/the-lake/book/';

describe('safeRedirect', () => {
  it('resolves a route name under the booking engine', () => {
    expect(safeRedirect('checkout', book)).toBe('/the-lake/book/checkout');
    expect(safeRedirect('account/reset-password', book)).toBe(
      '/the-lake/book/account/reset-password',
    );
  });
  it('keeps a same-site path with its query', () => {
    expect(safeRedirect('/the-lake/book/cart?x=1', book)).toBe('/the-lake/book/cart?x=1');
  });
  it('refuses other hosts and scripts', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirect(bad, book)).toBeNull();
    }
  });
});
