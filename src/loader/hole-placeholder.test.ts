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
  it('draws the diagram, at high priority for the page’s first hole and lazily for the others', () => {
    const first = hole(json({ diagram: { src: '/h/1.svg', alt: 'Hole 1' } }));
    const second = hole(json({ diagram: { src: '/h/2.svg', alt: 'Hole 2' } }));
    // Called out of page order, as the loader may.
    drawHolePlaceholder(second);
    drawHolePlaceholder(first);
    expect(placeholders(first)).toEqual([
      { src: '/h/1.svg', alt: 'Hole 1', priority: 'high', loading: null },
    ]);
    expect(placeholders(second)).toEqual([
      { src: '/h/2.svg', alt: 'Hole 2', priority: null, loading: 'lazy' },
    ]);
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
    const unsafe = hole(json({ diagram: { src: 'javascript:alert(1)' } }));
    const broken = hole('<script type="application/json">{</script>');
    const drawn = hole(json({ diagram: { src: '/h/1.svg' } }));
    drawn.attachShadow({ mode: 'open' });
    for (const element of [unsafe, broken, drawn]) {
      drawHolePlaceholder(element);
      expect(placeholders(element)).toEqual([]);
    }
  });
});
