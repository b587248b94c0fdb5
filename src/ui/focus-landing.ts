import { type RefObject, useEffect, useLayoutEffect } from 'react';
import { deepActiveElement } from './deep-active-element';

/**
 * Where focus goes when the control a guest used disappears (WCAG 2.4.3): "Add room" gives way
 * to the confirmation, "Pay Now" to the card frame, a removed cart line to the cart's heading.
 * Browsers drop focus to the page's body and a screen reader starts again from the top; the
 * part that replaced the control takes it instead.
 *
 * One rule for every screen: a landing takes focus only when the element the guest last
 * focused has left the document and nothing else holds focus. On a page load, or while the
 * guest is elsewhere, it takes nothing.
 */
let lastFocused: Element | null = null;
let tracking = false;

/** The control in use: the focused element, or what was clicked when clicks do not focus. */
function note(event: Event): void {
  const active = deepActiveElement();
  const target = active && active !== document.body ? active : event.composedPath()[0];
  if (target instanceof Element) lastFocused = target;
}

/**
 * Note the control the guest uses, through shadow roots: started once by the booking engine
 * (and by any landing as it renders), not by every element, so islands do not carry it. Keys and
 * clicks are noted as well as focus: a page without the system's focus (a background window)
 * moves focus without focus events, and Safari does not focus a clicked button.
 */
export function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  for (const type of ['focusin', 'keydown', 'click']) document.addEventListener(type, note, true);
}

/** True when the control the guest last used has gone and focus fell to the body. */
export function focusWasLost(): boolean {
  if (!lastFocused || lastFocused.isConnected) return false;
  const active = deepActiveElement();
  return active === null || active === document.body || active === document.documentElement;
}

/** Focus `target` (a heading or message with `tabIndex={-1}`, or a control) if focus was lost. */
export function landFocus(target: HTMLElement | null): boolean {
  if (!target || !focusWasLost()) return false;
  target.focus();
  return deepActiveElement() === target;
}

/**
 * Make `ref` the landing: as it appears, and each time `key` changes (what the guest acted on:
 * a list's length, a step), it takes the focus a vanished control dropped. It runs in the
 * commit that shows the change, before the screen's fallback. `key` false: not a landing now.
 */
export function useFocusLanding(ref: RefObject<HTMLElement | null>, key: unknown = true): void {
  trackFocus();
  useLayoutEffect(() => {
    if (key !== false) landFocus(ref.current);
  }, [ref, key]);
}

/**
 * Make `ref` (a screen's heading) the fallback landing: after every render of its screen, once
 * the more precise landings had their turn, it takes focus that a vanished control dropped (a
 * removed cart line, a closed drawer whose opener went with it).
 */
export function useFallbackLanding(ref: RefObject<HTMLElement | null>): void {
  trackFocus();
  useEffect(() => {
    landFocus(ref.current);
  });
}
