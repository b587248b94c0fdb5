import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { launchChromium } from './browser';
import { priceAnswer } from './price-answers';

// The stay prices' shared month cache in the built bundle: several calendars on one page load
// one copy of dist/rt/stay-prices.js and ask for each month once, whatever their flavour.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-prices-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('stay prices on a page with several calendars', () => {
  it('load one shared price file and ask for each month once', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const answers: Promise<string | null>[] = [];
    const scripts: string[] = [];
    page.on('response', (response) => answers.push(priceAnswer(response)));
    page.on('request', (request) => {
      if (request.url().includes('/rt/')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${sandbox.url}/the-lake/?ik-now=2025-12-01`);
    // The page's own calendars (in its main content and its quick-book panel), and three more.
    const calendars = page.locator('ik-stay-calendar');
    const onPage = await calendars.count();
    expect(onPage).toBeGreaterThan(0);
    await page.evaluate(() => {
      for (const venue of ['lake', 'lake', 'inn']) {
        const element = document.createElement('ik-stay-calendar');
        element.setAttribute('venue', venue);
        document.body.append(element);
      }
    });
    await expect.poll(() => calendars.count()).toBe(onPage + 3);
    for (let i = 0; i < onPage + 3; i++) {
      await expect
        .poll(() => calendars.nth(i).locator('button[data-date]').count())
        .toBeGreaterThan(0);
    }
    await expect.poll(() => page.locator('ik-stay-calendar [aria-busy="true"]').count()).toBe(0);
    const calls = (await Promise.all(answers)).filter((c) => c !== null);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((c, i) => calls.indexOf(c) !== i)).toEqual([]);
    expect(calls).toContain('cached 2025-12-01…2025-12-31');
    expect(calls.some((c) => c.startsWith('live the-inn 2025-12-01'))).toBe(true);
    expect(scripts.filter((s) => s.endsWith('/rt/stay-prices.js'))).toHaveLength(1);
    expect(scripts.filter((s) => s.endsWith('/rt/runtime.js'))).toHaveLength(1);
    await page.close();
  });

  it('leave the price file off a page without a calendar', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${sandbox.url}/the-lake/book/`);
    await expect.poll(() => page.locator('ik-header').getByRole('link').count()).toBeGreaterThan(0);
    expect(scripts.some((s) => s.endsWith('/rt/runtime.js'))).toBe(true);
    expect(scripts.some((s) => s.endsWith('/rt/stay-prices.js'))).toBe(false);
    await page.close();
  });
});
