import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { CONFIG_KEYS, attributeName } from '../core/config';
import baseCss from './base.css?inline';
import { ErrorBoundary } from './ErrorBoundary';
import { WidgetContext, widgetContextFor } from './widget-context';

/** How an attribute's text becomes a prop. A boolean is true when present (`<x compact>`). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetDefinition<P extends object> {
  tag: `ik-${string}`;
  view: ComponentType<P>;
  /** camelCase prop → type; the attribute is its kebab-case name. */
  attributes?: { [K in keyof P]?: AttributeType };
  /** The element's own CSS, adopted into its shadow root after the shared base styles. */
  styles?: string;
}

// r2wc keeps its state under these registered symbols; this file is the only one to know.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  [CONTEXT]?: unknown;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export function parseAttribute(type: AttributeType, value: string | null): unknown {
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

let baseSheet: CSSStyleSheet | undefined;

/**
 * Register a React view as a custom element (the one wrapper around r2wc, DESIGN.md §3):
 * typed attributes (a bare boolean attribute means true), typed composed events through
 * `useWidget().emit`, adopted styles, an error boundary, state kept when the element is
 * moved, properties set before the upgrade honoured, and a second registration harmless.
 */
export function defineWidget<P extends object>(definition: WidgetDefinition<P>) {
  const existing = customElements.get(definition.tag);
  if (existing) return existing;

  const { tag, view: View, attributes = {} } = definition;
  const types = attributes as Record<string, AttributeType>;
  const props = Object.keys(types);
  const attrToProp = new Map(props.map((p) => [attributeName(p), p]));
  const configAttrs = CONFIG_KEYS.map(attributeName);
  let ownSheet: CSSStyleSheet | undefined;

  function Host(hostProps: P & { container?: ShadowRoot }) {
    const { container, ...rest } = hostProps;
    const host = (container as ShadowRoot).host as HTMLElement;
    return (
      <WidgetContext.Provider value={widgetContextFor(host)}>
        <ErrorBoundary tag={tag}>
          <View {...(rest as P)} />
        </ErrorBoundary>
      </WidgetContext.Provider>
    );
  }

  const Base = r2wc(Host, { shadow: 'open' }) as unknown as {
    new (): HTMLElement & R2wcInternals;
  };

  class IkElement extends Base {
    static get observedAttributes() {
      return [...attrToProp.keys(), ...configAttrs];
    }

    #pendingUnmount = false;

    constructor() {
      super();
      // The base sheet first, then (as parts render, see styles.ts) each kit part's, then
      // the element's own: an element's styles win over the kit's.
      if (!baseSheet) {
        baseSheet = new CSSStyleSheet();
        baseSheet.replaceSync(baseCss);
      }
      if (definition.styles && !ownSheet) {
        ownSheet = new CSSStyleSheet();
        ownSheet.replaceSync(definition.styles);
      }
      this.shadowRoot!.adoptedStyleSheets = ownSheet ? [baseSheet, ownSheet] : [baseSheet];
      for (const [attr, prop] of attrToProp) {
        this[PROPS][prop] = parseAttribute(types[prop]!, this.getAttribute(attr));
      }
      // A page may set properties before the element upgrades: honour them.
      for (const prop of [...props, ...CONFIG_KEYS]) {
        if (Object.prototype.hasOwnProperty.call(this, prop)) {
          const value = (this as unknown as Record<string, unknown>)[prop];
          delete (this as unknown as Record<string, unknown>)[prop];
          (this as unknown as Record<string, unknown>)[prop] = value;
        }
      }
    }

    override connectedCallback() {
      this.#pendingUnmount = false;
      super.connectedCallback();
    }

    override disconnectedCallback() {
      // Moving an element disconnects and reconnects it in one task: keep its React state.
      this.#pendingUnmount = true;
      queueMicrotask(() => {
        if (this.#pendingUnmount && !this.isConnected) super.disconnectedCallback();
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const prop = attrToProp.get(name);
      if (prop) this[PROPS][prop] = parseAttribute(types[prop]!, value);
      else this[PROPS] = { ...this[PROPS] }; // a config override changed: render again
      if (this[CONTEXT]) this[RENDER]();
    }
  }

  for (const prop of props) {
    Object.defineProperty(IkElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: IkElement) {
        return this[PROPS][prop];
      },
      set(this: IkElement, value: unknown) {
        this[PROPS][prop] = value;
        if (this[CONTEXT]) this[RENDER]();
      },
    });
  }

  // Config overrides are attributes; give each a property too, reflected to its attribute.
  for (const key of CONFIG_KEYS) {
    if (props.includes(key)) continue;
    const attr = attributeName(key);
    Object.defineProperty(IkElement.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: IkElement) {
        return this.getAttribute(attr) ?? undefined;
      },
      set(this: IkElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attr);
        else this.setAttribute(attr, String(value));
      },
    });
  }

  customElements.define(tag, IkElement);
  return IkElement;
}
