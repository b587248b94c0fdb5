import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAllowedScript, isSafeNavigation, isSameSitePath, safeUrl, urlScheme } from './safe-url';

const HOSTILE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example',
  'https:',
  'http://',
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the safe-URL rule', () => {
  it.each(['/the-lake', '/the-lake/book?x=1#y', 'https://www.example.com/', 'http://a.test/b'])(
    'lets a guest go to %s',
    (value) => {
      expect(isSafeNavigation(value)).toBe(true);
    },
  );

  it.each(HOSTILE)('refuses to send a guest to %j', (value) => {
    expect(isSafeNavigation(value)).toBe(false);
  });

  it('reads schemes the way a browser does (spaces and controls dropped)', () => {
    expect(urlScheme('  jav\tascript:x')).toBe('javascript');
    expect(urlScheme('/path:with-colon')).toBeNull();
  });

  it('keeps a same-site path on the site once normalised', () => {
    expect(isSameSitePath('/./evil')).toBe(true);
    expect(isSameSitePath('/.//evil.example')).toBe(false);
    expect(isSameSitePath('relative/path')).toBe(false);
  });

  it.each([
    'https://www.google.com/recaptcha/api.js',
    'https://www.google.com/recaptcha/api.js?render=key',
    'https://www.recaptcha.net/recaptcha/api.js',
    '/sandbox/recaptcha/api.js',
  ])('loads an allow-listed script %s', (value) => {
    expect(isAllowedScript(value)).toBe(true);
  });

  it.each([
    'https://evil.example/recaptcha/api.js',
    'http://www.google.com/recaptcha/api.js',
    'https://www.google.com.evil.example/recaptcha/api.js',
    'https://www.google.com/maps/api.js',
    '/sandbox/other.js',
    '/sandbox/recaptcha/../../evil.js',
    'data:text/javascript,alert(1)',
    'javascript:alert(1)',
    '//www.google.com/recaptcha/api.js',
  ])('refuses the script %j', (value) => {
    expect(isAllowedScript(value)).toBe(false);
  });

  it('uses the default for a refused address and says so on the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(safeUrl('javascript:alert(1)', '/the-lake', 'navigation', 'homeUrl')).toBe('/the-lake');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('homeUrl "javascript:alert(1)"'));
    expect(safeUrl('/inn', '/the-lake', 'navigation')).toBe('/inn');
    expect(safeUrl('', '/the-lake', 'navigation')).toBe('/the-lake');
  });
});
