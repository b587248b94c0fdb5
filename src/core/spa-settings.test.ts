import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPA_DEFAULTS } from '../domain/spa/spa-config';
import { demoBookConfig } from '../testing/demo-book-config';
import { CONFIG_KEYS, parseConfig, resetConfig } from './config';
import { spaSettings } from './spa-settings';

afterEach(() => {
  resetConfig();
  vi.restoreAllMocks();
});

describe('spaSettings', () => {
  it('is the defaults when the page overrides nothing, and is page-wide only', () => {
    expect(spaSettings(parseConfig({}))).toEqual(SPA_DEFAULTS);
    expect(CONFIG_KEYS).not.toContain('spa');
  });

  it('applies the page’s overrides', () => {
    resetConfig({ spa: { lastDate: '2027-01-12' } });
    expect(spaSettings()).toEqual({ ...SPA_DEFAULTS, lastDate: '2027-01-12' });
  });

  it('drops only a bad key, says so on the console, and keeps the rest', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = spaSettings(parseConfig({ spa: { lastDate: 'soon', location: '104' } }));
    expect(config.lastDate).toBe(SPA_DEFAULTS.lastDate);
    expect(config.location).toBe('104');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('spa.lastDate'));
  });
});

describe('the demo book page’s spa settings', () => {
  it('open the spa 45 days ahead of the day it is served, valid', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const config = spaSettings(await demoBookConfig('2027-03-01'));
    expect(error).not.toHaveBeenCalled();
    expect(config.lastDate).toBe('2027-04-15');
    expect(config.location).toBe('103');
  });
});
