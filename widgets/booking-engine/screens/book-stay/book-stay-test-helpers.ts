import { pinToday } from '../../../../src/core/clock';
import { refreshCart } from '../../../../src/stores';
import { $rates } from '../../../../src/stores/engine/index';
import { sandboxPost, until } from '../../../../tests/browser/helpers';
import { restoreUrl, shadow } from '../../engine-test-helpers';

/** Helpers for the Book your Stay browser tests (not a test file itself). */

/** The room types shown, by title. */
export const roomTypes = (engine: HTMLElement) =>
  [...shadow(engine).querySelectorAll<HTMLElement>('[part=room-type]')].map(
    (r) => r.querySelector('h2')!.textContent,
  );

/** One rate of a room type (its radio card), by the room's title and the rate's name. */
export const rateOf = (engine: HTMLElement, room: string, rate: string): HTMLElement | null => {
  const type = [...shadow(engine).querySelectorAll<HTMLElement>('[part=room-type]')].find(
    (r) => r.querySelector('h2')!.textContent === room,
  );
  const rates = type ? [...type.querySelectorAll<HTMLElement>('[part=rate]')] : [];
  return rates.find((r) => r.querySelector('[part=rate-name]')!.textContent === rate) ?? null;
};

/** The room card a rate is on. */
export const cardOf = (rate: HTMLElement) => rate.closest<HTMLElement>('[part~=room-type]')!;

/** A rate's radio. */
export const radioOf = (rate: HTMLElement) =>
  rate.querySelector<HTMLInputElement>('input[type=radio]')!;

/**
 * Choose a rate (its radio, as a guest clicks it), and its card's one "Add room" once the
 * button names that rate.
 */
export async function chooseRate(rate: HTMLElement): Promise<HTMLButtonElement> {
  const name = rate.querySelector('[part=rate-name]')!.textContent!;
  radioOf(rate).click();
  return until(() => {
    const button = cardOf(rate).querySelector<HTMLButtonElement>('[part=add-room]')!;
    return radioOf(rate).checked && button.getAttribute('aria-label')!.endsWith(`, ${name}`)
      ? button
      : null;
  });
}

/** Pounds in a text such as "£1,234.50". */
export const pounds = (text: string | null | undefined) =>
  Number(/£([\d,.]+)/.exec(text ?? '')![1]!.replace(/,/g, ''));

/**
 * Each Book your Stay test's start: today pinned to 14 March 2026 (the sandbox's seeded
 * season), no session, an empty cart and no rates from an earlier test.
 */
export async function startBookStayTest(): Promise<void> {
  pinToday('2026-03-14');
  await sandboxPost('/rs/clearSession');
  await refreshCart();
  $rates.set({ status: 'idle' });
}

/** Each engine test's end: the element gone, the runner's address back, today unpinned. */
export function endEngineTest(engine: HTMLElement | undefined): void {
  engine?.remove();
  restoreUrl();
  pinToday();
}
