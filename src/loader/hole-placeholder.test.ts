// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { drawHolePlaceholder } from './hole-placeholder';

const hole = (inner: string, attributes = '') => {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<ik-golf-hole ${attributes}>${inner}</ik-golf-hole>`,
  );
  return document.body.lastElementChild!;
};
const json = (data: unknown) => `<script type="application/json">${JSON.stringify(data)}</script>`;
const placeholders = (element: Element) =>
  [...element.querySelectorAll<HTMLImageElement>(':scope > img[data-ik-placeholder]')].map(
    (img) => ({
      src: img.getAttribute('src'),
      alt: img.alt,
      priority: img.getAttribute('fetchpriority'),
      loading: img.getAttribute('loading'),
    }),
  );

afterEach(() => {
  document.body.replaceChildren();
});

describe('drawHolePlaceholder', () => {
  it('draws the diagram of the page’s first hole only, at high priority', () => {
    const first = hole(json({ diagram: { src: '/h/1.svg', alt: 'Hole 1' } }));
    const second = hole(json({ diagram: { src: '/h/2.svg', alt: 'Hole 2' } }));
    // Called out of page order, as the loader may.
    drawHolePlaceholder(second);
    drawHolePlaceholder(first);
    expect(placeholders(first)).toEqual([
      { src: '/h/1.svg', alt: 'Hole 1', priority: 'high', loading: null },
    ]);
    expect(placeholders(second)).toEqual([]);
  });

  it('takes the diagram attributes over the JSON block, and draws once', () => {
    const element = hole(
      json({ diagram: { src: '/h/1.svg' } }),
      'diagram="/h/9.svg" diagram-alt="Nine"',
    );
    drawHolePlaceholder(element);
    drawHolePlaceholder(element);
    expect(placeholders(element)).toEqual([
      { src: '/h/9.svg', alt: 'Nine', priority: 'high', loading: null },
    ]);
  });

  it('draws nothing without a safe diagram, or once the hole is drawn in its shadow root', () => {
    const cases = [
      hole(json({ diagram: { src: 'javascript:alert(1)' } })),
      hole('<script type="application/json">{</script>'),
      hole(json({ diagram: { src: '/h/1.svg' } })),
    ];
    cases[2]!.attachShadow({ mode: 'open' });
    for (const element of cases) {
      // Each the page's first hole in turn.
      document.body.replaceChildren(element);
      drawHolePlaceholder(element);
      expect(placeholders(element)).toEqual([]);
    }
  });
});
