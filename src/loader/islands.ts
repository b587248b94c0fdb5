import { CHUNK_GRAPH } from './chunk-graph';
import { DEFAULT_LOADING } from './default-loading';
import { drawHolePlaceholder } from './hole-placeholder';
import { preloadModules } from './preload';
import { strategyFor } from './strategy';
import { WIDGET_TAGS, type WidgetTag } from './tags';
import { whenNeeded } from './when-needed';

const selector = WIDGET_TAGS.join(',');
/** Per tag, what stops the waits of its elements once one of them has loaded it. */
const stops = new Map<string, (() => void)[]>();

/**
 * The loader's second part, fetched only by pages with an element that is not loaded at once:
 * waits until `element` is needed by its strategy (or until the guest reaches for it, or for
 * the innkit element holding it), then asks for all its chunks (modulepreload) and calls
 * `load(tag, chunks)`, which evaluates them one per task; a guest's interaction that
 * triggered it is handed over after the upgrade. `waiting` holds the tags not loaded yet. A
 * golf hole shows its diagram meanwhile (hole-placeholder.ts).
 */
export function waitForNeed(
  element: Element,
  waiting: ReadonlySet<string>,
  base: string,
  load: (tag: string, files?: readonly string[]) => Promise<unknown> | undefined,
): void {
  const tag = element.localName as WidgetTag;
  if (!waiting.has(tag)) return;
  if (tag === 'ik-golf-hole') drawHolePlaceholder(element);
  const stop = whenNeeded(
    element,
    strategyFor(element, DEFAULT_LOADING[tag]),
    (trigger) => {
      for (const other of stops.get(tag) ?? []) other();
      stops.delete(tag);
      // Its own file too: it is imported only after the elements before it have run (one per
      // task), and must not wait for them to start downloading. Without a graph (the bundler
      // build, where the app's bundler names and preloads the files) it is imported at once.
      const graph = CHUNK_GRAPH[tag];
      if (graph) preloadModules([...graph, `${tag}.js`], base);
      const loaded = load(tag, CHUNK_GRAPH[tag]);
      if (!trigger || !loaded) return;
      // A click on the placeholder before the chunk has taken the element over, for it to take after.
      let click: MouseEvent | undefined;
      let arrived = false;
      void loaded.then(() => (arrived = true));
      element.addEventListener(
        'click',
        (event) => {
          if (!arrived) click ??= event as MouseEvent;
        },
        true,
      );
      // Rarely needed, so fetched only then (it runs once the element has upgraded anyway).
      void import('./take-interaction').then((module) =>
        module.takeInteraction(element, trigger, loaded, () => click),
      );
    },
    element.parentElement?.closest(selector),
  );
  if (waiting.has(tag)) stops.set(tag, [...(stops.get(tag) ?? []), stop]);
}

/** Stops every wait (for tests, which load the loader afresh). */
export function stopWaiting(): void {
  for (const stop of [...stops.values()].flat()) stop();
  stops.clear();
}
