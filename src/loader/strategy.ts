/**
 * When the loader imports an element's chunk:
 * - `eager`: at once;
 * - `visible`: when the element comes within a margin of the viewport (a panel or menu that
 *   holds it has opened, or the guest scrolled near it);
 * - `idle`: when the browser is next idle after the page has loaded;
 * - `interaction`: when the guest points at, focuses or types in the element.
 * Whatever the strategy, the guest's first touch or focus on the element loads it at once.
 */
export const STRATEGIES = ['eager', 'visible', 'idle', 'interaction'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** The element's `loading` attribute when it names a strategy, else the tag's default. */
export function strategyFor(element: Element, fallback: Strategy): Strategy {
  const asked = element.getAttribute('loading')?.trim().toLowerCase();
  return STRATEGIES.find((strategy) => strategy === asked) ?? fallback;
}
