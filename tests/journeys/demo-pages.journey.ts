import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/start-sandbox';
import { axeViolations } from './axe';
import { launchChromium } from './browser';

// Every demo page, as `npm start` serves it: the header upgrades, nothing fails to load, and
// axe-core finds nothing, on a phone and on a desktop.
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let browser: Browser;
const dir = mkdtempSync(path.join(tmpdir(), 'innkit-demo-'));

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

const PAGES = [
  '/',
  '/the-lake/',
  '/seaside/',
  '/inn/',
  '/the-lake/book/',
  '/the-lake/book/login-register',
  '/the-lake/book/gift-cards',
  '/the-lake/book/no-such-page',
  '/the-lake/booking-enquiry-form/',
];
const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

describe('demo pages', () => {
  for (const viewport of VIEWPORTS) {
    for (const url of PAGES) {
      it(`${url} at ${viewport.width}px: loads cleanly and passes axe`, async () => {
        const page = await browser.newPage({ viewport });
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
        page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
        await page.goto(`${sandbox.url}${url}`);
        if (await page.locator('ik-header').count()) {
          await expect
            .poll(() => page.locator('ik-header').getByRole('link', { name: 'Login' }).count())
            .toBe(1);
        }
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
        await page.close();
      });
    }
  }
});
