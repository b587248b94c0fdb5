/** The deepest element at a point of the viewport, looking inside open shadow roots. */
export function elementAt(root: ShadowRoot, x: number, y: number): Element | null {
  let found = root.elementFromPoint(x, y);
  while (found?.shadowRoot) {
    const inner = found.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === found) break;
    found = inner;
  }
  return found;
}
