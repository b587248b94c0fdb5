import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { deepActiveElement } from '../../../../src/ui/deep-active-element';
import { gridKeyToward } from '../../../../tests/browser/grid-key-toward';
import { until } from '../../../../tests/browser/helpers';

/** Helpers for the spa drawer's browser tests (not a test file itself). */

/** A day's button on the spa drawer's date grid. */
export const spaDayButton = (dialog: HTMLElement, date: string) =>
  dialog.querySelector<HTMLButtonElement>(`[part~=spa-days] button[data-date="${date}"]`);

const focusedDate = () => (deepActiveElement() as HTMLElement | null)?.dataset.date ?? null;

/**
 * Choose `date` on the spa drawer's date grid as a keyboard user does: focus on the grid's
 * one tab stop, the grid's keys until the day has focus, Enter; then the day is selected.
 */
export async function chooseSpaDay(dialog: HTMLElement, date: string): Promise<void> {
  const stop = await until(() =>
    dialog.querySelector<HTMLButtonElement>('[part~=spa-days] button[tabindex="0"]'),
  );
  stop.focus();
  for (
    let key = gridKeyToward(focusedDate()!, date);
    key;
    key = gridKeyToward(focusedDate()!, date)
  ) {
    const from = focusedDate();
    await sendKeys({ press: key });
    await until(() => expect(focusedDate()).not.to.equal(from));
  }
  await sendKeys({ press: 'Enter' });
  await until(() =>
    expect(spaDayButton(dialog, date)!.parentElement!.getAttribute('aria-selected')).to.equal(
      'true',
    ),
  );
}
