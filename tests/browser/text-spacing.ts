/**
 * WCAG 1.4.12 Text Spacing: the overrides a guest's own style sheet may apply (line height 1.5,
 * letter spacing 0.12em, word spacing 0.16em, paragraph spacing 2em), as the widely used
 * bookmarklet does, adopted into a shadow root until the returned function removes them.
 */
export function applyTextSpacing(root: ShadowRoot): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    '* { line-height: 1.5 !important; letter-spacing: 0.12em !important;' +
      ' word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
  );
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

/**
 * The text boxes under `root` matching `selector` that are cut off or spill out of their cell
 * (by more than a pixel, for rounding): a box whose content overflows while its overflow is not
 * visible, or that reaches outside the `cell` (closest ancestor matching it, a day's gridcell)
 * over the neighbouring cell or row; each as `class "text": how`.
 */
export function clippedText(root: ParentNode, selector: string, cell = 'td'): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const name = `${element.className} "${element.textContent}"`;
    const wide = element.scrollWidth - element.clientWidth;
    const tall = element.scrollHeight - element.clientHeight;
    if ((wide > 1 || tall > 1) && getComputedStyle(element).overflow !== 'visible') {
      found.push(`${name}: cut off by ${wide}px wide, ${tall}px tall`);
    }
    const box = element.getBoundingClientRect();
    const outer = element.closest(cell)?.getBoundingClientRect();
    if (
      outer &&
      (box.left < outer.left - 1 ||
        box.right > outer.right + 1 ||
        box.top < outer.top - 1 ||
        box.bottom > outer.bottom + 1)
    ) {
      found.push(`${name}: spills out of its ${cell}`);
    }
  }
  return found;
}
