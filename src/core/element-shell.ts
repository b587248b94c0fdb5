/**
 * The light class behind every innkit tag (issue 21 item 4). The loader defines each tag at
 * once with it, from the manifest's list of properties, so that a framework's first render
 * already finds every documented property (`homeUrl`, `minNights`…) on the element; the
 * element's island (its chunk, src/ui/define-widget.tsx) arrives later by its loading strategy
 * and takes over the same elements. A custom element cannot be redefined, so the shell keeps
 * the state that must outlive the wait (typed properties, parsed from their attributes or set
 * directly) and hands its lifecycle to the island once it has one. An element's chunk used
 * without the loader defines the shell itself. The loader and the chunks each carry their own
 * copy of this module; they meet through registered symbols only.
 *
 * Until its island has rendered it, an element has no shadow root and shows its light DOM; the
 * themes' placeholders match it with `:not(:state(loaded))`.
 */

/** How an attribute's text becomes a property. A boolean is true when present (`<x compact>`). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

/** What an element's island does for it: render it, follow its changes, let it go. */
export interface Island {
  /**
   * The element is in the document: its first render, or back after a move. The island marks
   * it `:state(loaded)` through `internals` once it has drawn it (which may be a little later,
   * src/ui/draw-in-turn.ts).
   */
  connected(element: HTMLElement, internals?: ElementInternals): void;
  disconnected(element: HTMLElement): void;
  /** A property or an observed attribute changed. */
  changed(element: HTMLElement): void;
}

/** The element's typed properties, by camelCase name. */
export const PROPS = Symbol.for('innkit.props');
/** The shell's static method that gives it its island (the first one given stays). */
export const TAKE_ISLAND = Symbol.for('innkit.island');

export type ShellElement = HTMLElement & { [PROPS]: Record<string, unknown> };
export type ShellClass = CustomElementConstructor & { [TAKE_ISLAND](island: Island): void };

/** `homeUrl` → `home-url`. */
export const attributeName = (key: string): string =>
  key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

export function parseAttribute(type: AttributeType | undefined, value: string | null): unknown {
  if (type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  if (type === 'json') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      console.error(`[innkit] attribute is not valid JSON: ${value.slice(0, 80)}`);
      return undefined;
    }
  }
  return value;
}

/**
 * Defines `tag` as a shell with the typed properties `types` (camelCase → type; the attribute
 * is the kebab-case name) and the configuration keys `configKeys`, which are properties
 * reflected to their attributes. Properties set on an element before the tag was defined are
 * kept too.
 */
export function defineShell(
  tag: string,
  types: Readonly<Record<string, AttributeType>>,
  configKeys: readonly string[],
): ShellClass {
  const props = Object.keys(types);
  const names = [...props, ...configKeys];
  const attrToProp = new Map(props.map((prop) => [attributeName(prop), prop]));
  const connected = new Set<Shell>();
  let island: Island | undefined;

  class Shell extends HTMLElement {
    static observedAttributes = names.map(attributeName);

    static [TAKE_ISLAND](given: Island) {
      if (island) return;
      island = given;
      for (const element of connected) element.connectedCallback();
    }

    [PROPS]: Record<string, unknown> = {};
    // Optional: a DOM without ElementInternals (happy-dom in the unit tests) still works.
    #internals = this.attachInternals?.();

    constructor() {
      super();
      const self = this as unknown as Record<string, unknown>;
      for (const [attr, prop] of attrToProp) {
        this[PROPS][prop] = parseAttribute(types[prop], this.getAttribute(attr));
      }
      for (const prop of names) {
        if (Object.hasOwn(this, prop)) {
          const value = self[prop];
          delete self[prop];
          self[prop] = value;
        }
      }
    }

    connectedCallback() {
      connected.add(this);
      island?.connected(this, this.#internals);
    }

    disconnectedCallback() {
      connected.delete(this);
      island?.disconnected(this);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = attrToProp.get(name);
      if (prop) this[PROPS][prop] = parseAttribute(types[prop], value);
      island?.changed(this);
    }
  }

  // Each typed property, and each configuration key as a property reflected to its attribute.
  for (const prop of names) {
    const attr = attributeName(prop);
    const typed = prop in types;
    Object.defineProperty(Shell.prototype, prop, {
      configurable: true,
      get(this: Shell) {
        return typed ? this[PROPS][prop] : (this.getAttribute(attr) ?? undefined);
      },
      set(this: Shell, value: unknown) {
        if (typed) {
          this[PROPS][prop] = value;
          island?.changed(this);
        } else if (value === null || value === undefined) this.removeAttribute(attr);
        else this.setAttribute(attr, String(value));
      },
    });
  }

  customElements.define(tag, Shell);
  return Shell as unknown as ShellClass;
}
