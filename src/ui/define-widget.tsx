import type { ComponentType } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { CONFIG_KEYS } from '../core/config';
import {
  type AttributeType,
  type ShellClass,
  type ShellElement,
  PROPS,
  TAKE_ISLAND,
  defineShell,
} from '../core/element-shell';
import baseCss from './base.css?inline';
import { ErrorBoundary } from './ErrorBoundary';
import { WidgetContext, type WidgetContextValue, widgetContextFor } from './widget-context';

export type { AttributeType } from '../core/element-shell';

export interface WidgetDefinition<P extends object> {
  tag: `ik-${string}`;
  view: ComponentType<P>;
  /** camelCase prop → type; the attribute is its kebab-case name. */
  attributes?: { [K in keyof P]?: AttributeType };
  /** The element's own CSS, adopted into its shadow root after the shared base styles. */
  styles?: string;
  /**
   * How the elements already on the page when the view arrives are drawn, each by calling its
   * `draw`: at once, all in the chunk's task, when absent. A tag that many elements of one page
   * share passes `drawInTurn` (src/ui/draw-in-turn.ts), which draws what the guest sees first
   * and the rest in small tasks; only the elements that need it carry that code.
   */
  arrival?: (waiting: Waiting[]) => void;
}

/** An element on the page when its view arrived, and what draws it (once, if still there). */
export type Waiting = [host: HTMLElement, draw: () => void];

interface Mounted {
  root: Root;
  context: WidgetContextValue;
  leaving: boolean;
}

let baseSheet: CSSStyleSheet | undefined;
/** Marks a shadow root a tag's first chunk drew before its island (widgets/booking-engine/first-paint.ts). */
const FIRST_PAINT = Symbol.for('innkit.first-paint');

/**
 * Register a React view as a custom element (DESIGN.md §3): typed attributes (a bare boolean
 * attribute means true), typed composed events through `useWidget().emit`, adopted styles, an
 * error boundary, state kept when the element is moved, properties set before the view
 * arrived honoured, and a second registration harmless.
 *
 * The tag's class is the shell of src/core/element-shell.ts: the loader defines it at once, so
 * that every property exists from a framework's first render; this gives it its island (the
 * view) when the chunk arrives, and every element already on the page renders (at once, or in
 * turn by `arrival`) and then matches `:state(loaded)`. Without the loader (an element module
 * imported by itself, the style guide, the tests) it defines the shell first. r2wc's element
 * class did this job before; a class that is already defined cannot become r2wc's, so the
 * island renders with react-dom's (or preact/compat's) createRoot itself.
 */
export function defineWidget<P extends object>(definition: WidgetDefinition<P>) {
  const { tag, view: View, attributes = {}, styles, arrival } = definition;
  const Shell = (customElements.get(tag) ??
    defineShell(tag, attributes as Record<string, AttributeType>, CONFIG_KEYS)) as ShellClass;
  // Someone else's element of the same name: leave it alone.
  if (!Shell[TAKE_ISLAND]) return Shell;

  const mounted = new WeakMap<HTMLElement, Mounted>();
  let ownSheet: CSSStyleSheet | undefined;

  const render = (host: HTMLElement, { root, context }: Mounted) =>
    root.render(
      <WidgetContext.Provider value={context}>
        <ErrorBoundary tag={tag}>
          <View {...((host as ShellElement)[PROPS] as P)} />
        </ErrorBoundary>
      </WidgetContext.Provider>,
    );

  function shadowOf(host: HTMLElement): ShadowRoot {
    const drawn = host.shadowRoot;
    // A root the tag's first chunk drew before the island (the engine's first screen) is
    // taken over, its sheets replaced below; any other is the element's own, back again.
    if (drawn && !(FIRST_PAINT in drawn)) return drawn;
    const shadow = drawn ?? host.attachShadow({ mode: 'open' });
    // The base sheet first, then (as parts render, see styles.ts) each kit part's, then the
    // element's own: an element's styles win over the kit's.
    if (!baseSheet) {
      baseSheet = new CSSStyleSheet();
      baseSheet.replaceSync(baseCss);
    }
    if (styles && !ownSheet) {
      ownSheet = new CSSStyleSheet();
      ownSheet.replaceSync(styles);
    }
    // A first paint adopted [base, its kit parts', its own]: its kit parts' stay until the
    // island's commit has replaced what it drew.
    const kept = drawn ? drawn.adoptedStyleSheets.slice(1, -1) : [];
    if (drawn) delete (drawn as { [FIRST_PAINT]?: true })[FIRST_PAINT];
    shadow.adoptedStyleSheets = ownSheet ? [baseSheet, ...kept, ownSheet] : [baseSheet, ...kept];
    return shadow;
  }

  const mount = (host: HTMLElement, internals?: ElementInternals) => {
    // Drawn already (back on the page before its turn came), or no longer on the page.
    if (mounted.has(host) || !host.isConnected) return;
    const state = {
      root: createRoot(shadowOf(host)),
      context: widgetContextFor(host),
      leaving: false,
    };
    mounted.set(host, state);
    render(host, state);
    internals?.states?.add('loaded');
  };
  // While the shell hands over the elements already on the page: those for `arrival`.
  let arriving: Waiting[] | undefined = arrival && [];

  Shell[TAKE_ISLAND]({
    connected(host, internals) {
      const known = mounted.get(host);
      if (known) known.leaving = false;
      else if (arriving) arriving.push([host, () => mount(host, internals)]);
      else mount(host, internals);
    },
    disconnected(host) {
      const state = mounted.get(host);
      if (!state) return;
      // Moving an element disconnects and reconnects it in one task: keep its React state.
      state.leaving = true;
      queueMicrotask(() => {
        if (!state.leaving || host.isConnected) return;
        mounted.delete(host);
        state.root.unmount();
      });
    },
    changed(host) {
      const state = mounted.get(host);
      if (state) render(host, state);
    },
  });
  const waiting = arriving;
  arriving = undefined;
  if (waiting?.length) arrival!(waiting);
  return Shell;
}
