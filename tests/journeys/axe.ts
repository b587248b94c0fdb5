import { createRequire } from 'node:module';
import type AxeCore from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** Run axe-core on the whole page (shadow roots included); returns the violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
  });
}
