// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerenderHandoff } from './prerender-handoff';

const hints = () => [...document.head.querySelectorAll<HTMLElement>('[data-ik-handoff]')];
const book = (path: string) => `${location.origin}${path}`;

describe('prerenderHandoff (issue 35 §3)', () => {
  afterEach(() => {
    prerenderHandoff(null);
    vi.restoreAllMocks();
  });

  it('prerenders with Speculation Rules where the browser takes them, one at a time', () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockImplementation((t) => t === 'speculationrules');
    prerenderHandoff('/the-lake/book/stay/2026-08-24/4/2/0/0');
    prerenderHandoff('/the-lake/book/stay/2026-08-24/3/2/0/0');
    const [rules, ...more] = hints();
    expect(more).toHaveLength(0);
    expect(rules).toBeInstanceOf(HTMLScriptElement);
    expect((rules as HTMLScriptElement).type).toBe('speculationrules');
    expect(JSON.parse(rules!.textContent!).prerender[0].urls).toEqual([
      book('/the-lake/book/stay/2026-08-24/3/2/0/0'),
    ]);
    prerenderHandoff('/the-lake/book/stay/2026-08-24/3/2/0/0');
    expect(hints()).toEqual([rules]);
  });

  it('prefetches the document elsewhere', () => {
    vi.spyOn(HTMLScriptElement, 'supports').mockReturnValue(false);
    prerenderHandoff('/the-lake/book/stay/2026-08-24/4/2/0/0');
    const [link] = hints() as HTMLLinkElement[];
    expect(link?.rel).toBe('prefetch');
    expect(link?.href).toBe(book('/the-lake/book/stay/2026-08-24/4/2/0/0'));
  });

  it('removes it when the range is gone, and never speculates on an unsafe or foreign address', () => {
    prerenderHandoff('/the-lake/book/stay/2026-08-24/4/2/0/0');
    expect(hints()).toHaveLength(1);
    prerenderHandoff(null);
    expect(hints()).toHaveLength(0);
    for (const url of ['javascript:alert(1)', 'https://engine.example.com/book', '//x.test/']) {
      prerenderHandoff(url);
      expect(hints()).toHaveLength(0);
    }
  });
});
