import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcag22Violations } from './axe';
import { launchChromium } from './browser';
import { forcedColourProblems } from './forced-colours';
import { textSpacingProblems } from './text-spacing';

// The axe matrix's own checks, each shown to find what it looks for and to pass what is right,
// on small pages of their own (no sandbox): a check that finds nothing proves nothing.
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 800, height: 600 } });
});

afterAll(async () => {
  await browser?.close();
});

/** A page with `html` in the light DOM and `shadow` in the shadow root of <x-host>. */
async function show(html: string, shadow = ''): Promise<void> {
  await page.setContent(`<!doctype html><html lang="en"><head><title>t</title></head>
    <body><main>${html}<x-host></x-host></main></body></html>`);
  await page.evaluate((inner) => {
    const host = document.querySelector('x-host')!;
    host.attachShadow({ mode: 'open' }).innerHTML = inner;
  }, shadow);
}

describe('text spacing', () => {
  it('names text a fixed box clips once spaced, in a shadow root too', async () => {
    // Two words in a box one line high: spaced out, the second goes to a line it cannot show.
    const box = 'width: 90px; height: 20px; overflow: hidden; font: 16px/20px sans-serif';
    await show(
      `<div style="${box}">Closed today</div>`,
      `<p style="${box}; margin: 0" part="marker">Full for the day</p>`,
    );
    const found = await textSpacingProblems(page);
    expect(found.clipped).toEqual([
      'clipped: "Closed today" in div',
      'clipped: "Full for the day" in x-host p[part=marker]',
    ]);
  });

  it('passes a box that grows, names an ellipsis apart, and skips visually hidden text', async () => {
    await show(`<div style="overflow: hidden; font: 16px/20px sans-serif">Grows with its text</div>
      <div style="width: 60px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">The Lake Book</div>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">Hidden words for a reader</span>`);
    const found = await textSpacingProblems(page);
    expect(found.clipped).toEqual([]);
    expect(found.ellipsed).toEqual(['ellipsed: "The Lake Book" in div']);
  });
});

describe('forced colours', () => {
  it('names a focus shown only by a shadow, and a selection shown only by a fill', async () => {
    await show(
      `<style>
        button { border: 1px solid; background: #eee; }
        .shadow:focus-visible { outline: none; box-shadow: 0 0 0 3px #0969da; }
        .ring:focus-visible { outline: 2px solid #0969da; }
        [aria-pressed=true] { background: #0b4f6c; color: #fff; }
      </style>
      <div><button class="shadow">Shadow ring</button><button class="ring">Outline ring</button></div>
      <div role="group"><button aria-pressed="true">Mon</button><button aria-pressed="false">Tue</button></div>`,
    );
    const problems = await forcedColourProblems(page, 4);
    expect(problems).toEqual([
      'selected looks unselected: button "Mon"',
      'focus not seen: button "Shadow ring"',
    ]);
  });

  it('passes a selection with a border of its own and a focus outline', async () => {
    await show(`<style>
        button { border: 1px solid; outline-offset: 2px; }
        button:focus-visible { outline: 2px solid; }
        [aria-pressed=true] { border: 3px double; }
      </style>
      <div role="group"><button aria-pressed="true">Mon</button><button aria-pressed="false">Tue</button></div>`);
    expect(await forcedColourProblems(page, 2)).toEqual([]);
  });
});

describe('axe with target size', () => {
  it('finds two crowded 12 px buttons, and a missing label', async () => {
    await show(`<style>button { width: 12px; height: 12px; padding: 0; margin: 0; }</style>
      <p><button aria-label="Previous"></button><button aria-label="Next"></button></p>
      <input type="text">`);
    const found = await wcag22Violations(page);
    expect(found.some((line) => line.startsWith('target-size:'))).toBe(true);
    expect(found.some((line) => line.startsWith('label:'))).toBe(true);
  });
});
