// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFor, getConfig, parseConfig, readPageConfig, resetConfig } from './config';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  resetConfig();
  vi.restoreAllMocks();
});

function configBlock(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'innkit-config';
  script.textContent = text;
  document.head.append(script);
}

describe('config', () => {
  it('has the defaults when the page has no block', () => {
    expect(getConfig()).toMatchObject({ apiBase: '', bookBase: '/the-lake/book' });
  });

  it('reads the JSON block', () => {
    configBlock('{"apiBase": "https://api.example", "bookBase": "/book"}');
    expect(readPageConfig()).toMatchObject({ apiBase: 'https://api.example', bookBase: '/book' });
  });

  it('keeps the valid keys when one is wrong, and says which', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = parseConfig({ pmsApi: 42, bookBase: '/b', now: 'soon' });
    expect(config).toMatchObject({ pmsApi: '', bookBase: '/b' });
    expect(config.now).toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"pmsApi"'));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"now"'));
  });

  it('survives a block that is not JSON', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    configBlock('{ oops');
    expect(readPageConfig().bookBase).toBe('/the-lake/book');
  });

  it('lets an element attribute override the page', () => {
    configBlock('{"bookBase": "/page"}');
    const el = document.createElement('ik-header');
    el.setAttribute('book-base', '/element');
    expect(configFor(el).bookBase).toBe('/element');
    expect(configFor(document.createElement('ik-header')).bookBase).toBe('/page');
  });
});

describe('config venues', () => {
  it('is never an element attribute', async () => {
    const { CONFIG_KEYS } = await import('./config');
    expect(CONFIG_KEYS).not.toContain('venues');
    configBlock('{"venues": {"lake": {"cachedUntil": "2027-01-11"}}}');
    const el = document.createElement('ik-stay-calendar');
    el.setAttribute('venues', 'nonsense');
    expect(configFor(el).venues).toEqual({ lake: { cachedUntil: '2027-01-11' } });
  });
});
