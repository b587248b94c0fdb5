import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { WIDGET_TAGS } from '../../src/loader/tags';
import { revealAll } from './reveal';

/**
 * Every element drawn: the page's network quiet, each displayed `ik-*` tag defined with a
 * shadow root (islands below the fold load when scrolled to, so the page is scrolled through
 * first, as a reader would), nothing busy, fonts loaded, and the engine's screen showing its
 * heading.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await revealAll(page, WIDGET_TAGS.join(','));
  await expect
    .poll(() =>
      page.evaluate(() => {
        const all = (root: Document | ShadowRoot): Element[] =>
          [...root.querySelectorAll('*')].flatMap((el) =>
            el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el],
          );
        const elements = all(document);
        const drawn = elements
          .filter((el) => el.localName.startsWith('ik-') && el.getClientRects().length > 0)
          .every((el) => customElements.get(el.localName) && el.shadowRoot);
        const busy = elements.some((el) => el.getAttribute('aria-busy') === 'true');
        // An overlay still sliding in or out is neither there nor gone yet.
        const moving = elements.some((el) =>
          ['opening', 'closing'].includes(el.getAttribute('data-phase') ?? ''),
        );
        const engine = document.querySelector('ik-booking-engine');
        const screen = !engine || !!engine.shadowRoot?.querySelector('h1');
        return drawn && !busy && !moving && screen && document.fonts.status === 'loaded';
      }),
    )
    .toBe(true);
}

/**
 * Clicks the button matching `button` in the shadow root of the first `host` (its own, not
 * one of an element inside it) and waits until a dialog is open on the page.
 */
export async function openDialog(page: Page, host: string, button: string): Promise<void> {
  const handle = await page.evaluateHandle(
    ({ h, b }) => document.querySelector(h)!.shadowRoot!.querySelector<HTMLElement>(b)!,
    { h: host, b: button },
  );
  await handle.asElement()!.click();
  await expect.poll(() => dialogOpen(page)).toBe(true);
}

/** Whether a dialog is open anywhere on the page, inside open shadow roots too. */
function dialogOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const open = (root: Document | ShadowRoot): boolean =>
      !!root.querySelector('dialog[open]') ||
      [...root.querySelectorAll('*')].some((el) => el.shadowRoot && open(el.shadowRoot));
    return open(document);
  });
}

/** Closes what is open with Escape, as a guest would, and waits until no dialog is open. */
export async function closeDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await dialogOpen(page)); i++) await page.keyboard.press('Escape');
  await expect.poll(() => dialogOpen(page)).toBe(false);
}

/** Sends the first `tag` form empty and waits for its messages (a field marked invalid). */
export async function submitEmpty(page: Page, tag: string): Promise<void> {
  const form = page.locator(tag).first();
  await form.scrollIntoViewIfNeeded();
  await form.locator('button[type=submit]').first().click();
  await expect.poll(() => form.locator('[aria-invalid=true]').count()).toBeGreaterThan(0);
}

/** Logs `guest` in on the engine's login screen and waits for the header's greeting. */
export async function logIn(
  page: Page,
  base: string,
  guest: { email: string; password: string },
): Promise<void> {
  await page.goto(`${base}/the-lake/book/login-register`);
  const form = page.locator('ik-booking-engine').getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(guest.email);
  await form.getByLabel('Password').fill(guest.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect
    .poll(() =>
      page
        .locator('ik-header')
        .getByText(/^Hello, /)
        .count(),
    )
    .toBe(1);
}

/** Adds the sandbox's sample room (£245.00) to this browser's cart through its control page. */
export async function addSampleRoom(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/sandbox`);
  await page.getByRole('button', { name: 'Add a sample room' }).click();
  await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^Added a sample room/);
}

/** The newest link mailed to `email` with `subject` (sandbox mailbox), on the page's origin. */
export async function mailedLink(page: Page, email: string, subject: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const mailbox = (await (await page.request.get(`${origin}/sandbox/api/mailbox`)).json()) as {
    accountMail: { to: string; subject: string; link: string | null }[];
  };
  const mail = mailbox.accountMail.find(
    (m) => m.to.toLowerCase() === email.toLowerCase() && m.subject === subject,
  );
  if (!mail?.link) throw new Error(`no "${subject}" link was mailed to ${email}`);
  const link = new URL(mail.link);
  return new URL(`${link.pathname}${link.search}`, origin).href;
}
