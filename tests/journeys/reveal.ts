import type { Page } from 'playwright-core';

/**
 * Scrolls every element matching `selector` into view in turn, a frame or two apart, then back
 * to the top: islands that load when visible (issue 19) load as a guest scrolling the page would
 * make them. Elements that are not displayed are passed over (they load once shown).
 */
export async function revealAll(page: Page, selector: string): Promise<void> {
  await page.evaluate(async (sel) => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => done(null)));
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.getClientRects().length === 0) continue;
      el.scrollIntoView({ block: 'center' });
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  }, selector);
}

/** True once every displayed element matching `selector` is defined and has drawn. */
export function allDrawn(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.getClientRects().length > 0)
        .every((el) => customElements.get(el.localName) && el.shadowRoot?.childElementCount),
    selector,
  );
}
