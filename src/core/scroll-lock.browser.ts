import { expect } from 'chai';
import { frames } from '../../tests/browser/helpers';
import { lockScroll, watchScrollbar } from './scroll-lock';

describe('the page scroll lock in Chromium', () => {
  it('pads the page by the scroll bar it observed, without measuring the page as it locks', async () => {
    const tall = document.createElement('div');
    tall.style.height = '300vh';
    document.body.append(tall);
    const html = document.documentElement;
    const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    let reads = 0;
    try {
      watchScrollbar();
      // The page has grown a scroll bar: the observer has read it once the page was laid out.
      await frames();
      const bar = window.innerWidth - html.clientWidth;
      Object.defineProperty(html, 'clientWidth', {
        configurable: true,
        get() {
          reads += 1;
          return clientWidth.get!.call(html) as number;
        },
      });
      const release = lockScroll();
      expect(reads, 'reads of the page width while locking').to.equal(0);
      expect(html.style.overflow).to.equal('hidden');
      expect(document.body.style.paddingRight).to.equal(bar > 0 ? `${bar}px` : '');
      release();
      expect(html.style.overflow).to.equal('');
    } finally {
      delete (html as unknown as Record<string, unknown>).clientWidth;
      tall.remove();
    }
  });
});
