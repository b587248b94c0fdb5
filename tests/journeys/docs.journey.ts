import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { sandboxAndBrowser } from './browser';

// The embedding guide as a page (issue 21 item 9): /docs/, generated from custom-elements.json,
// has a section per element, and each live example upgrades and renders; the page reads on a
// phone and a desktop without sideways scrolling, and axe finds nothing.
const run = sandboxAndBrowser('docs');
const manifest = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../dist/custom-elements.json'), 'utf8'),
) as { modules: { declarations: { tagName: string }[] }[] };
const tags = manifest.modules.map((m) => m.declarations[0]!.tagName);

describe('/docs/', () => {
  for (const width of [375, 1280]) {
    it(`shows every element, each live example working, at ${width} px`, async () => {
      const context = await run.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        await page.goto(`${run.sandbox.url}/docs/`);
        for (const tag of tags) {
          await expect(page.locator(`section#${tag} h2`).textContent()).resolves.toBe(`<${tag}>`);
          const example = page.locator(`section#${tag} .example > ${tag}`);
          if ((await example.count()) === 0) continue; // shown by link only
          await example.scrollIntoViewIfNeeded();
          await expect
            .poll(() => example.evaluate((el) => (el.shadowRoot?.childElementCount ?? 0) > 0), {
              message: tag,
            })
            .toBe(true);
        }
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(sideways).toBeLessThanOrEqual(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
