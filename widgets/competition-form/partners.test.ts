// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPartners, slottedJson } from './partners';

afterEach(() => vi.restoreAllMocks());

describe('readPartners', () => {
  it('keeps partners with a name and an http(s) terms link, in order', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(
      readPartners([
        { name: 'Fell Outdoors', terms_url: 'https://fell.example/terms' },
        { name: 'Bad', terms_url: 'javascript:alert(1)' },
        { name: '', terms_url: 'https://x.example' },
        { name: 'Lakeside Ales', terms_url: 'http://ales.example/privacy' },
      ]),
    ).toEqual([
      { name: 'Fell Outdoors', terms_url: 'https://fell.example/terms' },
      { name: 'Lakeside Ales', terms_url: 'http://ales.example/privacy' },
    ]);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('takes a single partner or nothing', () => {
    expect(readPartners({ name: 'A', terms_url: 'https://a.example' })).toHaveLength(1);
    expect(readPartners(undefined)).toEqual([]);
  });
});

describe('slottedJson', () => {
  it('reads the JSON script child of the element', () => {
    const host = document.createElement('div');
    host.innerHTML = '<script type="application/json">[{"name":"A"}]</script>';
    expect(slottedJson(host)).toEqual([{ name: 'A' }]);
  });

  it('gives undefined for no script or bad JSON', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    expect(slottedJson(host)).toBe(undefined);
    host.innerHTML = '<script type="application/json">[oops</script>';
    expect(slottedJson(host)).toBe(undefined);
  });
});
