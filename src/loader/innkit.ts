import { WIDGET_TAGS } from './tags';
import { watchForTags } from './watch-for-tags';

/**
 * The loader: finds innkit tags on the page, now or added later, and imports only the chunk
 * of each tag found. It registers nothing itself and is harmless when included twice.
 */
const FLAG = Symbol.for('innkit.loader');
const scope = globalThis as typeof globalThis & { [FLAG]?: boolean };

if (!scope[FLAG]) {
  scope[FLAG] = true;
  const base = import.meta.url;
  watchForTags(document, WIDGET_TAGS, (tag) => {
    import(new URL(`./${tag}.js`, base).href).catch((error: unknown) => {
      console.error(`[innkit] could not load <${tag}>`, error);
    });
  });
}
