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

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules: what the accessibility statement claims. */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's WCAG 2.2 A and AA rules on the whole page, its frames included (axe goes into
 * each frame, the payment page's second origin too), target size (2.5.8, off by default in
 * axe) switched on. One line per rule and node: `rule: target`.
 */
export async function wcag22Violations(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window).catch(() => true))) {
      await frame.evaluate(AXE_SOURCE);
    }
  }
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      rules: { 'target-size': { enabled: true } },
      resultTypes: ['violations'],
    });
    return results.violations.flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id}: ${JSON.stringify(n.target)} ${n.any[0]?.message ?? n.failureSummary ?? ''}`,
      ),
    );
  }, WCAG_22_AA_TAGS);
}
