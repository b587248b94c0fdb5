import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import type { Page } from 'playwright-core';
import { transitionsEnded } from './frames';

const require = createRequire(import.meta.url);

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Run axe-core on the whole page (shadow roots included), once running CSS transitions have
 * ended; returns the violations. axe goes in through evaluate, not a `<script>` tag, so the
 * pages' strict Content-Security-Policy stays on; its CSSOM preload is off, since it copies
 * every stylesheet into `<style>` elements that `style-src 'self'` refuses (a console error on
 * every page; only the css-orientation-lock rule reads it, and then reports "incomplete").
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A colour read mid-transition is neither the old colour nor the new one.
  await transitionsEnded(page);
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'], preload: false });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  });
}
