import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { gridKeyToward } from '../browser/grid-key-toward';

/** The `data-date` of the focused element, looking inside shadow roots; null if none. */
const focusedDate = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active instanceof HTMLElement ? (active.dataset.date ?? null) : null;
  });

/**
 * Choose `date` on a date grid (src/ui/date-grid) by keyboard alone: Tab on until one of
 * `grid`'s days has focus (its one tab stop), the grid's keys until `date` has focus, each
 * key waited for, then Enter; done when the day is selected.
 */
export async function chooseGridDay(page: Page, grid: Locator, date: string): Promise<void> {
  const inGrid = async () => {
    const at = await focusedDate(page);
    return at !== null && (await grid.locator(`button[data-date="${at}"]`).count()) === 1;
  };
  for (let tabs = 0; !(await inGrid()); tabs += 1) {
    if (tabs === 20) throw new Error('Tab never reached the date grid');
    await page.keyboard.press('Tab');
  }
  for (;;) {
    const from = (await focusedDate(page))!;
    const key = gridKeyToward(from, date);
    if (key === null) break;
    await page.keyboard.press(key);
    await expect.poll(() => focusedDate(page)).not.toBe(from);
  }
  await page.keyboard.press('Enter');
  const chosen = grid.locator(`[aria-selected=true] > button[data-date="${date}"]`);
  await expect.poll(() => chosen.count()).toBe(1);
}

/** Choose `date` on the open spa service drawer's date grid, by keyboard (chooseGridDay). */
export function chooseSpaDay(page: Page, date: string): Promise<void> {
  const grid = page.locator('ik-booking-engine dialog[part~=spa-drawer] [part~=spa-days]');
  return chooseGridDay(page, grid.locator('[role=grid]'), date);
}

/** The day selected on the open spa service drawer's date grid, `YYYY-MM-DD`; null if none. */
export function spaChosenDay(page: Page): Promise<string | null> {
  return page
    .locator(
      'ik-booking-engine dialog[part~=spa-drawer] [part~=spa-days] [aria-selected=true] > button',
    )
    .getAttribute('data-date');
}
