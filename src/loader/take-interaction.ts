import { elementAt } from '../core/element-at';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';
const FRAMES = 120;

/** The focused element, looking inside shadow roots. */
function deepFocus(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Calls `run` with the element's shadow root once its view has rendered controls. */
function whenRendered(element: Element, loaded: Promise<unknown>, run: (root: ShadowRoot) => void) {
  let frames = 0;
  const check = () => {
    const root = element.shadowRoot;
    if (root?.querySelector(FOCUSABLE)) run(root);
    else if (++frames < FRAMES) requestAnimationFrame(check);
  };
  void loaded.then(() => requestAnimationFrame(check));
}

/**
 * The guest touched or focused `element` before its chunk had loaded: once it has (`loaded`),
 * give it what they did. A click that landed on nothing of the placeholder is clicked again
 * on the control now at that point; focus that the upgrade took away goes to the control with
 * the same words, or the element's first control.
 */
export function takeInteraction(
  element: Element,
  trigger: Event,
  loaded: Promise<unknown>,
  clickBeforeUpgrade: () => MouseEvent | undefined,
): void {
  const control = (trigger.target as Element | null)?.closest?.(FOCUSABLE) ?? null;
  const words = control?.textContent?.trim();

  whenRendered(element, loaded, (root) => {
    const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    // A click on a control of the placeholder was the browser's to follow; not twice.
    const click = control ? undefined : clickBeforeUpgrade();
    if (click) {
      const target = elementAt(root, click.clientX, click.clientY)?.closest<HTMLElement>(FOCUSABLE);
      target?.focus();
      target?.click();
      return;
    }
    if (trigger.type === 'pointerdown') return;
    // Lost: on nothing, on the host, or on a control of the placeholder no longer shown.
    const focused = deepFocus();
    const lost =
      !focused ||
      focused === document.body ||
      focused === element ||
      (element.contains(focused) && !focused.getClientRects().length);
    if (lost)
      (controls.find((c) => words && c.textContent?.trim() === words) ?? controls[0])?.focus();
  });
}
