import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

describe('safeLink', () => {
  it('keeps relative, http(s), mailto and tel links', () => {
    for (const href of [
      '/the-lake/rooms',
      'rooms.html',
      '#stay',
      '?a=1',
      'https://x.example/a',
      'http://x.example',
      'mailto:a@b.example',
      'tel:+44',
    ]) {
      expect(safeLink(href)).toBe(href);
    }
  });

  it('refuses script and other schemes, however disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
    ]) {
      expect(safeLink(href)).toBe(null);
    }
    expect(safeLink('')).toBe(null);
    expect(safeLink(null)).toBe(null);
  });

  it('allows inline images, but no mailto image', () => {
    expect(safeLink('data:image/png;base64,AAAA', 'image')).toBe('data:image/png;base64,AAAA');
    expect(safeLink('data:image/svg+xml,%3Csvg%3E', 'image')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeLink('data:text/html,x', 'image')).toBe(null);
    expect(safeLink('mailto:a@b.example', 'image')).toBe(null);
    expect(safeLink('/img/hole-1.svg', 'image')).toBe('/img/hole-1.svg');
  });
});
