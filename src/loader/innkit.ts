import { WIDGET_TAGS } from './tags';

/**
 * The loader: finds innkit tags on the page, now or added later, and imports only the chunk
 * of each tag found. It registers nothing itself and is harmless when included twice.
 */
const FLAG = Symbol.for('innkit.loader');
const scope = globalThis as typeof globalThis & { [FLAG]?: boolean };

if (!scope[FLAG]) {
  scope[FLAG] = true;
  const waiting = new Set<string>(WIDGET_TAGS);
  const base = import.meta.url;

  const load = (tag: string) => {
    waiting.delete(tag);
    import(new URL(`./${tag}.js`, base).href).catch((error: unknown) => {
      console.error(`[innkit] could not load <${tag}>`, error);
    });
  };

  const scan = (root: Element | Document) => {
    for (const tag of waiting) {
      if ((root instanceof Element && root.localName === tag) || root.querySelector(tag)) load(tag);
    }
  };

  scan(document);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }
    if (!waiting.size) observer.disconnect();
  });
  if (waiting.size) observer.observe(document, { childList: true, subtree: true });
}
