import type { Page } from 'playwright-core';

/** The deepest focused element's description: tag, its part, and its text (trimmed). */
export interface Focused {
  tag: string;
  part: string | null;
  text: string;
  name: string | null;
  /** A form control's `name`. */
  control: string | null;
  /** A form control's first label, trimmed. */
  label: string | null;
  /** A date grid's day: its `data-date`. */
  date: string | null;
  /** `disabled` or `aria-disabled="true"`. */
  disabled: boolean;
  /** Inside an open dialog (a drawer, a modal). */
  inDialog: boolean;
  /** Sticky or fixed bars (not around the focused element) that cover part of it. */
  coveredBy: string[];
  /** Some of its box is inside the viewport (a box of no size is not seen). */
  inView: boolean;
}

/**
 * Where focus is, through shadow roots, and whether a sticky or fixed bar (the header, the
 * booking summary bar, the step bar…) covers it (WCAG 2.4.11): any overlap of the focused
 * element's box with a bar's box that is not one of its own ancestors, by more than a pixel.
 */
export function focusedElement(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const el = active as HTMLElement;
    const ancestors = new Set<Node>();
    for (let node: Node | null = el; node;) {
      ancestors.add(node);
      node = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
    }
    const bars: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) {
        const style = getComputedStyle(node);
        if (
          (style.position === 'fixed' || style.position === 'sticky') &&
          style.display !== 'none' &&
          style.visibility !== 'hidden' &&
          Number(style.opacity) > 0
        )
          bars.push(node);
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    };
    walk(document);
    const box = el.getBoundingClientRect();
    // A modal dialog is in the top layer: only its own bars can cover what is inside it.
    const modal = el.closest('dialog:modal');
    const coveredBy = bars
      .filter((bar) => !ancestors.has(bar) && !bar.contains(el))
      .filter((bar) => !modal || modal.contains(bar))
      .filter((bar) => {
        const r = bar.getBoundingClientRect();
        const x = Math.min(box.right, r.right) - Math.max(box.left, r.left);
        const y = Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top);
        return x > 1 && y > 1;
      })
      .map(
        (bar) =>
          `${bar.localName}${bar.getAttribute('part') ? `[part=${bar.getAttribute('part')}]` : ''}.${bar.className}`,
      );
    return {
      tag: el.localName,
      part: el.getAttribute('part'),
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      name: el.getAttribute('aria-label'),
      control: el.getAttribute('name'),
      label: (el as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim() ?? null,
      date: el.getAttribute('data-date'),
      disabled: el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true',
      inDialog: el.closest('dialog[open]') !== null,
      coveredBy,
      inView:
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < innerHeight &&
        box.left < innerWidth,
    };
  });
}
