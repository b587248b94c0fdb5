import type { Page } from 'playwright-core';
import { nextFrames } from './frames';

/**
 * WCAG 1.4.12's overrides (line height 1.5, paragraph spacing 2em, letter spacing 0.12em, word
 * spacing 0.16em), as the usual bookmarklet sets them, but in every open shadow root too: a
 * guest's user style reaches the whole page.
 */
const OVERRIDES = `*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * In the page: applies the overrides, and names each piece of text that a box with `overflow`
 * hidden or clip now cuts off (a text line reaching more than 1 px outside the box's padding
 * box), through open shadow roots; then takes the overrides away again.
 */
async function clippedText(css: string): Promise<{ clipped: string[]; ellipsed: string[] }> {
  const all = (root: Document | ShadowRoot): Element[] =>
    [...root.querySelectorAll('*')].flatMap((el) =>
      el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el],
    );
  const roots: (Document | ShadowRoot)[] = [document];
  for (const el of all(document)) if (el.shadowRoot) roots.push(el.shadowRoot);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

  const clipped: string[] = [];
  const ellipsed: string[] = [];
  const modalOpen = all(document).some((el) => el.matches('dialog:modal'));
  const hides = (value: string) => value === 'hidden' || value === 'clip';
  for (const el of all(document)) {
    const style = getComputedStyle(el);
    if (!hides(style.overflowX) && !hides(style.overflowY)) continue;
    // The document's own scroller (locked while a dialog is open) clips nothing.
    if (el === document.documentElement || el === document.body) continue;
    if (!el.getClientRects().length || el.closest('[inert], [aria-hidden=true]')) continue;
    const box = el.getBoundingClientRect();
    // Visually hidden text (a 1 px clip) is read, not seen.
    if (box.width <= 1 || box.height <= 1) continue;
    if (el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= el.clientHeight + 1) continue;
    const inner = {
      left: box.left + el.clientLeft,
      top: box.top + el.clientTop,
      right: box.left + el.clientLeft + el.clientWidth,
      bottom: box.top + el.clientTop + el.clientHeight,
    };
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const words = node.textContent!.trim();
      if (
        !words ||
        (node.parentElement && getComputedStyle(node.parentElement).visibility === 'hidden')
      )
        continue;
      // Drawn in the top layer (slotted into an open dialog): no ancestor's overflow reaches it.
      let topLayer = false;
      for (let at: Node | null = node; at && at !== el;) {
        if (at instanceof HTMLDialogElement && at.open) topLayer = true;
        at = (at as Element).assignedSlot ?? at.parentNode ?? (at as ShadowRoot).host ?? null;
      }
      if (topLayer) continue;
      // While a modal dialog is open, what lies outside it is inert and covered: not read.
      if (modalOpen) {
        let inModal = false;
        for (let at: Node | null = node; at && !inModal;) {
          inModal = at instanceof HTMLDialogElement && at.matches(':modal');
          at = (at as Element).assignedSlot ?? at.parentNode ?? (at as ShadowRoot).host ?? null;
        }
        if (!inModal) continue;
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      const out = [...range.getClientRects()].some(
        (r) =>
          r.width > 0 &&
          (r.left < inner.left - 1 ||
            r.right > inner.right + 1 ||
            r.top < inner.top - 1 ||
            r.bottom > inner.bottom + 1),
      );
      if (!out) continue;
      const host = (el.getRootNode() as ShadowRoot).host?.localName;
      const part = el.getAttribute('part');
      // Text ended with an ellipsis shows that it goes on (a logo giving way on a phone);
      // reported apart, not as clipped.
      (style.textOverflow === 'ellipsis' ? ellipsed : clipped).push(
        `${style.textOverflow === 'ellipsis' ? 'ellipsed' : 'clipped'}: "${words.replace(/\s+/g, ' ').slice(0, 40)}" in ${host ? `${host} ` : ''}${el.localName}${part ? `[part=${part}]` : ''}`,
      );
      break;
    }
  }
  for (const root of roots)
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  return { clipped, ellipsed };
}

/**
 * Text that WCAG 1.4.12's spacing overrides clip on the page as it is now (none is right), and
 * text they cut short with an ellipsis (named, for review).
 */
export async function textSpacingProblems(
  page: Page,
): Promise<{ clipped: string[]; ellipsed: string[] }> {
  const found = await page.evaluate(clippedText, OVERRIDES);
  await nextFrames(page);
  return found;
}
