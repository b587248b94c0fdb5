import type { Language } from './catalogue';
import { pickLanguage } from './pick-language';

/**
 * The language of an element as a screen reader reads it: the nearest `lang` on the element
 * or its ancestors, across shadow roots, then the page's `<html lang>`.
 */
export function languageOf(element: Element): Language {
  let node: Element | null = element;
  while (node) {
    const found: Element | null = node.closest('[lang]');
    if (found) return pickLanguage(found.getAttribute('lang'));
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return pickLanguage(document.documentElement.lang);
}
