import { describe, expect, it } from 'vitest';
import { handoffSpeculation } from './handoff-speculation';

const ORIGIN = 'https://www.example-hotel.co.uk';

describe('handoffSpeculation', () => {
  it('prerenders a same-site Book your Stay address, made absolute', () => {
    const found = handoffSpeculation('/the-lake/book/stay/2026-08-24/4/2', ORIGIN);
    expect(found?.url).toBe(`${ORIGIN}/the-lake/book/stay/2026-08-24/4/2`);
    expect(JSON.parse(found!.rules)).toEqual({
      prerender: [{ source: 'list', urls: [found!.url], eagerness: 'immediate' }],
    });
  });

  it('prerenders an absolute address on the page’s own origin', () => {
    expect(handoffSpeculation(`${ORIGIN}/the-lake/book?promo=A`, ORIGIN)?.url).toBe(
      `${ORIGIN}/the-lake/book?promo=A`,
    );
  });

  it('never speculates on another origin (an external engine)', () => {
    expect(handoffSpeculation('https://engine.example.com/book', ORIGIN)).toBeNull();
    expect(handoffSpeculation('http://www.example-hotel.co.uk/the-lake/book', ORIGIN)).toBeNull();
  });

  it('refuses what the safe-URL rule refuses', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/book', '/\\evil.example', 'data:x']) {
      expect(handoffSpeculation(url, ORIGIN)).toBeNull();
    }
  });

  it('keeps the rules JSON, whatever the address holds', () => {
    const found = handoffSpeculation('/book?promo=%3C%2Fscript%3E"', ORIGIN);
    expect(JSON.parse(found!.rules).prerender[0].urls[0]).toBe(found!.url);
  });
});
