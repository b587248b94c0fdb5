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
});
