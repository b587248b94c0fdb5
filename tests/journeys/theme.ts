import type { Page } from 'playwright-core';

/** The three themes every screen must be right in. */
export const THEMES = ['lake', 'seaside', 'inn'] as const;

/**
 * Swaps the page's theme stylesheet (`/innkit/themes/<name>.css`) and resolves once the new one
 * has loaded: a page loads once and is looked at in every theme.
 */
export async function useTheme(page: Page, theme: string): Promise<void> {
  await page.evaluate(async (name) => {
    const link = document.querySelector<HTMLLinkElement>('link[href*="/innkit/themes/"]');
    if (!link) throw new Error('no theme stylesheet on this page');
    const href = `/innkit/themes/${name}.css`;
    if (link.getAttribute('href') === href) return;
    await new Promise((done, fail) => {
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', fail, { once: true });
      link.setAttribute('href', href);
    });
  }, theme);
}
