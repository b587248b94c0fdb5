import type { Page } from 'playwright-core';

/**
 * Adds to every page the context opens a PerformanceObserver that sums the layout shifts the
 * guest did not cause (Cumulative Layout Shift as Lighthouse counts it for a page load).
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __ikShifts: { value: number; sources: string[] }[] };
    scope.__ikShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''}`;
        });
        scope.__ikShifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, and their sum. */
export async function layoutShift(page: Page): Promise<{ cls: number; shifts: string[] }> {
  const shifts = await page.evaluate(
    () => (window as unknown as { __ikShifts: { value: number; sources: string[] }[] }).__ikShifts,
  );
  return {
    cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    shifts: shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.sources.join(' ')}`),
  };
}
