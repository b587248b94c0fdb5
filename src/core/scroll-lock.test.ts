import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

const windows: Window[] = [];
function page() {
  const window = new Window({ url: 'http://localhost/' });
  windows.push(window);
  return window.document as unknown as Document;
}

afterEach(async () => {
  for (const w of windows.splice(0)) await w.happyDOM.close();
});

describe('lockScroll', () => {
  it('locks on the first lock and unlocks on the last release only (nested locks)', async () => {
    const { lockScroll, scrollLockCount } = await import('./scroll-lock');
    const doc = page();
    doc.documentElement.style.overflow = 'auto';
    const first = lockScroll(doc);
    expect(doc.documentElement.style.overflow).toBe('hidden');
    const second = lockScroll(doc);
    expect(scrollLockCount(doc)).toBe(2);
    first();
    expect(doc.documentElement.style.overflow).toBe('hidden');
    first(); // a second release of the same lock changes nothing
    expect(scrollLockCount(doc)).toBe(1);
    second();
    expect(scrollLockCount(doc)).toBe(0);
    expect(doc.documentElement.style.overflow).toBe('auto');
  });

  it('shares the count between two copies of the module (two builds on one page)', async () => {
    const a = await import('./scroll-lock');
    vi.resetModules();
    const b = await import('./scroll-lock');
    expect(a.lockScroll).not.toBe(b.lockScroll);
    const doc = page();
    const fromA = a.lockScroll(doc);
    const fromB = b.lockScroll(doc);
    expect(a.scrollLockCount(doc)).toBe(2);
    fromA();
    expect(doc.documentElement.style.overflow).toBe('hidden');
    fromB();
    expect(b.scrollLockCount(doc)).toBe(0);
    expect(doc.documentElement.style.overflow).toBe('');
  });

  it('keeps separate pages apart', async () => {
    const { lockScroll, scrollLockCount } = await import('./scroll-lock');
    const one = page();
    const two = page();
    const release = lockScroll(one);
    expect(scrollLockCount(two)).toBe(0);
    expect(two.documentElement.style.overflow).toBe('');
    release();
  });

  describe('the scroll bar width', () => {
    /** A page with a 15 px scroll bar whose root counts the reads of its width. */
    function pageWithScrollbar() {
      const doc = page();
      const view = doc.defaultView as unknown as Record<string, unknown>;
      const observed: (() => void)[] = [];
      view.ResizeObserver = class {
        constructor(callback: () => void) {
          observed.push(callback);
        }
        observe() {}
      };
      const reads = { count: 0 };
      Object.defineProperty(doc.documentElement, 'clientWidth', {
        get: () => {
          reads.count += 1;
          return (view.innerWidth as number) - 15;
        },
      });
      return { doc, reads, resized: () => observed.forEach((callback) => callback()) };
    }

    it('is read when the page resizes, so a lock in a click does not measure the page', async () => {
      const { lockScroll, watchScrollbar } = await import('./scroll-lock');
      const { doc, reads, resized } = pageWithScrollbar();
      watchScrollbar(doc);
      watchScrollbar(doc); // once per page
      resized();
      expect(reads.count).toBe(1);
      const release = lockScroll(doc);
      expect(reads.count).toBe(1);
      expect(doc.body.style.paddingRight).toBe('15px');
      // While locked the bar is hidden by the lock itself: what the observer sees is ignored.
      resized();
      expect(reads.count).toBe(1);
      release();
      expect(doc.body.style.paddingRight).toBe('');
    });

    it('is measured by the lock when it was never observed', async () => {
      const { lockScroll } = await import('./scroll-lock');
      const { doc, reads } = pageWithScrollbar();
      const release = lockScroll(doc);
      expect(reads.count).toBe(1);
      expect(doc.body.style.paddingRight).toBe('15px');
      release();
    });
  });
});
