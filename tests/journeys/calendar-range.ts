import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addDays } from '../../src/domain/calendar/calendar-day';

/**
 * Chooses a bookable stay in the page's main stay calendar: the first day with rooms left as
 * the arrival, then the first later day whose stay has a total as the departure; resolves once
 * "Check availability" is enabled.
 */
export async function chooseCalendarRange(page: Page): Promise<void> {
  const calendar = page.locator('main ik-stay-calendar');
  await calendar.scrollIntoViewIfNeeded();
  await expect.poll(() => calendar.locator('[role=grid]').count()).toBeGreaterThan(0);
  await expect.poll(() => calendar.locator('[aria-busy="true"]').count()).toBe(0);
  const day = (date: string) => calendar.locator(`button[data-date="${date}"]`);
  const nameOf = (date: string) =>
    day(date)
      .locator('.ik-visually-hidden')
      .textContent({ timeout: 1_000 })
      .catch(() => null);
  const dates = await calendar
    .locator('button[data-date]')
    .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.date!));
  let arrival: string | undefined;
  for (const date of dates) {
    if (/rooms? left$/.test((await nameOf(date)) ?? '')) {
      arrival = date;
      break;
    }
  }
  if (!arrival) throw new Error('no day with rooms left in the calendar');
  await day(arrival).click();
  for (let n = 1; n < 10; n++) {
    const date = addDays(arrival, n);
    const name = (await nameOf(date)) ?? '';
    if (/total £\d/.test(name) && !/Minimum|Maximum|night of/.test(name)) {
      await day(date).click();
      break;
    }
  }
  await expect.poll(() => calendar.locator('[part~=check]').isDisabled()).toBe(false);
}
