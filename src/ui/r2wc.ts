import r2wcCore, { type R2WCOptions } from '@r2wc/core';
import { type ComponentType, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * @r2wc/react-to-web-component's three-line renderer, with React's functions imported by
 * name: its own `import React from 'react'` holds on to the whole default export, which keeps
 * every part of preact/compat (Suspense, portals, Children, class helpers…) in the framework
 * chunk every island loads, whether used or not (issue 19: 30 kB before interaction).
 */
export function r2wc<P extends object>(
  View: ComponentType<P>,
  options: R2WCOptions<P>,
): CustomElementConstructor {
  return r2wcCore<P, { root: Root; View: ComponentType<P> }>(View, options, {
    mount(container, View, props) {
      const root = createRoot(container);
      root.render(createElement(View, props));
      return { root, View };
    },
    update({ root, View }, props) {
      root.render(createElement(View, props));
    },
    unmount({ root }) {
      root.unmount();
    },
  });
}
