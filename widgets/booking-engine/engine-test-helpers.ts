import { sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import { mount, until } from '../../tests/browser/helpers';
import './ik-booking-engine.element';

/** Helpers for the engine's browser tests (not a test file itself). */
export const BASE = '/the-lake/book';
const startUrl = location.pathname + location.search;

/** Put the browser at an address (no load) and tell routers listening to history. */
export function goTo(path: string): void {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Back to the test runner's own address. */
export function restoreUrl(): void {
  history.replaceState(null, '', startUrl);
}

/** A fresh engine at `path`. */
export function mountEngine(path: string): HTMLElement {
  goTo(path);
  return mount(`<ik-booking-engine base="${BASE}"></ik-booking-engine>`);
}

export const shadow = (engine: HTMLElement) => engine.shadowRoot!;

/** The current screen's heading, once it has the given text. */
export function headingOf(engine: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  return until(() => {
    const h1 = shadow(engine).querySelector<HTMLElement>('h1');
    if (!h1) throw new Error('no heading yet');
    if (typeof text === 'string') expect(h1.textContent).to.equal(text);
    else expect(h1.textContent).to.match(text);
    return h1;
  });
}

/** The deepest focused element, through shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** A link or button inside the engine by its visible text. */
export function control<T extends HTMLElement>(
  engine: HTMLElement,
  selector: string,
  text: string | RegExp,
): T | null {
  const all = [...shadow(engine).querySelectorAll<T>(selector)];
  return (
    all.find((el) =>
      typeof text === 'string' ? el.textContent?.trim() === text : text.test(el.textContent ?? ''),
    ) ?? null
  );
}

/** How many `/rs/request` calls the page has made. */
export const rsRequests = () =>
  performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/rs/request')
    .length;

/**
 * A real (trusted) click, as a guest's: Chromium lets `history.back()` skip entries that were
 * pushed without a user's gesture, so back and forward are tested after real clicks.
 */
export async function realClick(element: HTMLElement): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}
