import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxAndBrowser } from './browser';

// Islands that load when needed (issue 19, item 1), on the demo pages as `npm start` serves
// them to a phone (375 × 812): before the guest scrolls or touches anything only the eager tags
// and the visible ones in the first viewport are loaded (the very list bench/size budgets);
// a form loads as the guest scrolls to it; the quick-book panel's calendar when the panel
// opens; and an element loaded by the guest's focus takes that focus once it has upgraded.
const run = sandboxAndBrowser('islands');
const PHONE = { width: 375, height: 812 };

const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../bench/budgets.json'), 'utf8'),
) as { beforeInteraction: Record<string, { firstViewport?: string[] }> };
const EAGER = ['ik-header', 'ik-session-notice', 'ik-booking-engine'];
const IDLE = ['ik-subscribe-modal', 'ik-page-popup'];

/**
 * The innkit tags on the page, each with whether its chunk has run: every tag is defined at
 * once (the loader's shells), and an element is `:state(loaded)` once its chunk took it over.
 */
const tagsOnPage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('*')]
        .map((element) => element.localName)
        .filter((name) => name.startsWith('ik-'))
        .map((name) => [
          name,
          [...document.querySelectorAll(name)].some((el) => el.matches(':state(loaded)')),
        ]),
    ),
  );
const defined = (page: Page, tag: string) =>
  page.evaluate(
    (name) => [...document.querySelectorAll(name)].some((el) => el.matches(':state(loaded)')),
    tag,
  );

async function openPhonePage(url: string) {
  const context = await run.browser.newContext({ viewport: PHONE });
  // A guest who has already answered the newsletter modal (it would open on top).
  await context.addCookies([{ name: 'signupCookie', value: '1', url: run.sandbox.url }]);
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${run.sandbox.url}${url}`, { waitUntil: 'networkidle' });
  return { page, requested, close: () => context.close() };
}

describe('islands on a phone', () => {
  for (const [file, budget] of Object.entries(budgets.beforeInteraction)) {
    if (file.startsWith('$')) continue;
    const url = `/${file.replace(/index\.html$/, '')}`;
    it(`${url} loads only its eager tags and ${budget.firstViewport?.join(', ')} before the guest scrolls`, async () => {
      const { page, requested, close } = await openPhonePage(url);
      try {
        const expected = [...EAGER, ...(budget.firstViewport ?? [])];
        const tags = await tagsOnPage(page);
        for (const tag of expected.filter((t) => t in tags)) {
          await expect.poll(() => defined(page, tag), { message: tag }).toBe(true);
        }
        await page.waitForLoadState('networkidle');
        const loaded = Object.entries(await tagsOnPage(page))
          .filter(([tag, isDefined]) => isDefined && !IDLE.includes(tag))
          .map(([tag]) => tag)
          .sort();
        expect(loaded).toEqual(expected.filter((t) => t in tags).sort());
        // A guest without a session: the header asks nothing, so neither the HTTP client nor
        // the session services load (bench/size leaves them out).
        expect(
          requested.filter((p) => /^\/rs\/|\/chunks\/rt-(http-client|booking-session)-/.test(p)),
        ).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('loads a form as the guest scrolls to it', async () => {
    const { page, close } = await openPhonePage('/the-lake/');
    try {
      expect(await defined(page, 'ik-contact-form')).toBe(false);
      await page.locator('ik-contact-form').scrollIntoViewIfNeeded();
      await expect.poll(() => defined(page, 'ik-contact-form')).toBe(true);
      await expect
        .poll(() => page.locator('ik-contact-form').getByRole('button', { name: 'Send' }).count())
        .toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('loads the quick-book panel’s calendar when the guest opens the panel', async () => {
    // The lake page's own calendar is below the fold: nothing has loaded the tag yet.
    const { page, close } = await openPhonePage('/the-lake/');
    try {
      const open = page.locator('ik-quick-book').getByRole('button', { name: 'Book now' });
      await open.waitFor();
      expect(await defined(page, 'ik-stay-calendar')).toBe(false);
      await open.click();
      await expect.poll(() => defined(page, 'ik-stay-calendar')).toBe(true);
      const calendar = page.locator('ik-quick-book ik-stay-calendar');
      await expect.poll(() => calendar.locator('button[data-date]').count()).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  it('gives the focus that loaded an element back to it once it has upgraded', async () => {
    const { page, close } = await openPhonePage('/the-lake/');
    try {
      await page.evaluate(() => {
        const menu = document.createElement('ik-site-menu');
        menu.setAttribute('loading', 'interaction');
        menu.setAttribute('label', 'Try');
        menu.innerHTML =
          '<ul><li><a href="#alpha">Alpha</a></li><li><a href="#beta">Beta</a></li></ul>';
        document.querySelector('main')?.prepend(menu);
      });
      await page.evaluate(() => window.scrollTo(0, 0));
      // Loaded neither by being on screen nor by anything but the guest.
      await page.waitForLoadState('networkidle');
      expect(await defined(page, 'ik-site-menu')).toBe(false);
      await page.locator('main > ik-site-menu a', { hasText: 'Beta' }).focus();
      await expect.poll(() => defined(page, 'ik-site-menu')).toBe(true);
      const focused = () =>
        page.evaluate(() => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          const host = (active?.getRootNode() as ShadowRoot | Document) ?? document;
          return `${'host' in host ? host.host.localName : 'document'} ${active?.textContent?.trim()}`;
        });
      await expect.poll(focused).toBe('ik-site-menu Beta');
    } finally {
      await close();
    }
  });
});
