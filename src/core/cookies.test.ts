// @vitest-environment happy-dom
import fc from 'fast-check';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

const NAME = 'ik_test';
/** Any text: every ASCII character, and Unicode beyond it (fast-check's 'binary' unit takes seconds to build). */
const anyText = fc.oneof(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'grapheme' }));

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('the page cookies, as js-cookie 3 reads and writes them', () => {
  it('writes any value as js-cookie does', () => {
    // What is assigned to document.cookie, up to the attributes (the jar is not involved).
    const written: string[] = [];
    const jar = vi.spyOn(document, 'cookie', 'set').mockImplementation((text) => {
      written.push(text.split(';')[0]!);
    });
    fc.assert(
      fc.property(anyText, (value) => {
        written.length = 0;
        writeCookie(NAME, value, 1);
        Cookies.set(NAME, value, { path: '/', sameSite: 'Lax', expires: 1 });
        expect(written[0]).toBe(written[1]);
      }),
    );
    jar.mockRestore();
  });

  it('reads what js-cookie wrote', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        Cookies.set(NAME, value, { path: '/', sameSite: 'Lax', expires: 1 });
        expect(readCookie(NAME)).toBe(value);
      }),
    );
  });

  it('reads raw cookies as js-cookie does: quotes, escapes, bad sequences, none', () => {
    for (const raw of ['"quoted%20value"', 'a%2Cb', 'bad%E0%A4%A', 'x=y=z', '%7Bjson%7D', '']) {
      document.cookie = `${NAME}=${raw}; path=/`;
      expect(readCookie(NAME), raw).toBe(Cookies.get(NAME));
    }
    expect(readCookie('ik_absent')).toBeUndefined();
  });

  it('expires a date, or a number of days from now, and removes', () => {
    writeCookie(NAME, 'gone', new Date(Date.now() - 1000));
    expect(readCookie(NAME)).toBeUndefined();
    writeCookie(NAME, 'kept', 90);
    expect(readCookie(NAME)).toBe('kept');
    removeCookie(NAME);
    expect(readCookie(NAME)).toBeUndefined();
  });
});
