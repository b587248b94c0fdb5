const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * The first element that takes focus inside `root`, in the order the guest meets them:
 * through slots (an editor's content) and into the shadow roots of nested elements.
 */
export function firstFocusable(root: Element | ShadowRoot): HTMLElement | null {
  const children =
    root instanceof HTMLSlotElement ? root.assignedElements({ flatten: true }) : [...root.children];
  for (const child of children) {
    if (child instanceof HTMLElement && child.matches(FOCUSABLE) && isShown(child)) return child;
    const inner = child.shadowRoot ?? child;
    const found = firstFocusable(inner);
    if (found) return found;
  }
  return null;
}

function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function'
    ? element.checkVisibility({ visibilityProperty: true })
    : element.offsetParent !== null;
}
