import { describe, expect, it } from 'vitest';
import { holeDiagram } from './hole-diagram';

const block = (diagram: unknown) => JSON.stringify({ par: 4, diagram });

describe('holeDiagram', () => {
  it('reads the JSON block’s diagram, with an empty alt when it has none', () => {
    expect(holeDiagram(block({ src: '/h/1.svg', alt: 'Dog-leg' }), null, null)).toEqual({
      src: '/h/1.svg',
      alt: 'Dog-leg',
    });
    expect(holeDiagram(block({ src: 'https://cdn.example/1.png' }), null, null)).toEqual({
      src: 'https://cdn.example/1.png',
      alt: '',
    });
  });

  it('lets the diagram attributes win over the block, as the element does', () => {
    expect(holeDiagram(block({ src: '/h/1.svg', alt: 'Old' }), '/h/2.svg', 'New')).toEqual({
      src: '/h/2.svg',
      alt: 'New',
    });
    expect(holeDiagram(null, '/h/2.svg', null)).toEqual({ src: '/h/2.svg', alt: '' });
  });

  it('gives nothing for no diagram, a block that is not JSON, or data of the wrong shape', () => {
    expect(holeDiagram(null, null, null)).toBe(null);
    expect(holeDiagram(block(undefined), null, null)).toBe(null);
    expect(holeDiagram('{ "par": 4, ', null, null)).toBe(null);
    expect(holeDiagram('null', null, null)).toBe(null);
    expect(holeDiagram(block('/h/1.svg'), null, null)).toBe(null);
    expect(holeDiagram(block({ src: 42 }), null, null)).toBe(null);
    expect(holeDiagram(block({ src: '/h/1.svg', alt: 7 }), null, null)).toEqual({
      src: '/h/1.svg',
      alt: '',
    });
  });

  it('refuses an address that is not a safe image address', () => {
    expect(holeDiagram(block({ src: 'javascript:alert(1)' }), null, null)).toBe(null);
    expect(holeDiagram(null, 'data:text/html,<b>x</b>', null)).toBe(null);
    expect(holeDiagram(null, '  ', null)).toBe(null);
  });
});
