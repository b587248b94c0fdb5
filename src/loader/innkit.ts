import { EAGER_GRAPH } from './chunk-graph-eager';
import { defineShells } from './define-shells';
import { EAGER_TAGS } from './eager-tags';
import { importElement } from './import-element';
import { preloadModules } from './preload';
import { WIDGET_TAGS } from './tags';
import { watchForTags } from './watch-for-tags';

/**
 * The loader: finds innkit tags on the page, now or added later, and imports each tag's chunk
 * when one of its elements is needed, asking for all the chunks it imports at the same moment
 * (modulepreload). Eager tags load at once; for any other element it fetches its second part
 * (islands.ts: the strategies and the whole chunk graph), which waits for the element's
 * `loading` strategy. It defines every tag at once as a light shell with its documented
 * properties (define-shells.ts), which each chunk takes over; it is harmless when included twice.
 */
const FLAG = Symbol.for('innkit.loader');
const scope = globalThis as typeof globalThis & { [FLAG]?: () => void };

if (!scope[FLAG]) {
  const base = import.meta.url;
  const waiting = new Set<string>(WIDGET_TAGS);
  defineShells();

  // Elements load one after another, and their chunks (the shared runtime, the framework…)
  // are evaluated one per task before their own, each after the files it imports: no single
  // task holds the main thread for a whole module graph while the page loads (issue 19:
  // nothing over 50 ms on a phone). The files themselves download together (modulepreload).
  // An eager element's graph is the loader's own; islands.ts gives the others'. Every element
  // in the bundler build (no graph there) imports at once: no waterfall.
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  let queue: Promise<unknown> = Promise.resolve();
  /** Imports the tag's chunks once; settles when its own chunk has run (its elements taken over). */
  const load = (tag: string, files?: readonly string[]) => {
    if (!waiting.delete(tag)) return undefined;
    const graph = EAGER_GRAPH[tag] ?? files;
    let chain = graph ? queue : Promise.resolve();
    for (const file of graph ?? []) {
      chain = chain.then(() => import(/* @vite-ignore */ new URL(file, base).href)).then(nextTask);
    }
    const loaded = chain
      .then(() => importElement(tag, base))
      .catch((error: unknown) => {
        console.error(`[innkit] could not load <${tag}>`, error);
      });
    if (graph) queue = loaded.then(nextTask);
    return loaded;
  };

  // The flag holds what stops this loader's watch (for tests, which load it afresh).
  scope[FLAG] = watchForTags(document, waiting, (element) => {
    const tag = element.localName;
    const asked = element.getAttribute('loading')?.trim().toLowerCase();
    if (EAGER_TAGS.includes(tag) && (!asked || asked === 'eager')) {
      preloadModules(EAGER_GRAPH[tag] ?? [], base);
      void load(tag);
    } else {
      void import('./islands').then((islands) => islands.waitForNeed(element, waiting, base, load));
    }
  });
}
