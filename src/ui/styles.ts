import { useContext, useLayoutEffect } from 'react';
import { WidgetContext } from './widget-context';

/**
 * Each kit part brings its own stylesheet (EXAMPLES.md §7): the first time a part renders in
 * an element, its sheet joins the element's shadow root, once, between the shared base sheet
 * and the element's own sheet, so an element's styles still win over the kit's.
 */
const sheets = new Map<string, CSSStyleSheet>();
const kitSheets = new WeakSet<CSSStyleSheet>();

/** One constructed sheet per CSS text, shared by every shadow root that adopts it. */
export function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adopt a part's CSS into `root` once: after the first sheet (defineWidget's base sheet) and
 * the kit sheets already there, before the element's own.
 */
export function adoptStyles(root: ShadowRoot | Document, css: string): void {
  const sheet = sheetOf(css);
  kitSheets.add(sheet);
  const current = root.adoptedStyleSheets;
  if (current.includes(sheet)) return;
  let at = Math.min(1, current.length);
  while (at < current.length && kitSheets.has(current[at]!)) at += 1;
  root.adoptedStyleSheets = [...current.slice(0, at), sheet, ...current.slice(at)];
}

/**
 * Adopt a part's CSS into the shadow root of the element it renders in, before the first
 * paint (a layout effect: nothing is ever drawn unstyled).
 */
export function useStyles(css: string): void {
  const widget = useContext(WidgetContext);
  const root = widget?.host.shadowRoot ?? null;
  useLayoutEffect(() => {
    if (root) adoptStyles(root, css);
  }, [root, css]);
}
