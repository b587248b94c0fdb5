import path from 'node:path';

/**
 * The modules of the booking engine's first, small chunk (`chunks/react-engine-first-…`): what
 * finds the screen of the page's address and starts importing it
 * (widgets/booking-engine/screen-imports.ts), with the route table, the router and the few
 * pure rules it needs (a guest without a session goes from the cart on to book a stay:
 * first-screen.ts; which steps show the running summary, whose chunk it imports too). It
 * imports nothing from the engine's own chunk, only rt/runtime.js, and the engine's chunk
 * imports these modules from it, so it is in the element's static graph. The loader evaluates
 * the graph's files one per task, each after the files it imports
 * (scripts/rollup/chunk-graph.mjs), so "react-engine-first", which the element's chunk imports,
 * runs first: the screen's download starts before React's chunk has arrived (issue 19).
 */
const FIRST = [
  '/widgets/booking-engine/screen-imports.ts',
  '/widgets/booking-engine/page-screen.ts',
  '/widgets/booking-engine/first-screen.ts',
  // The first screen drawn before React (issue 35 §1), with the styles it draws in; the
  // engine's own chunk imports the same styles from here.
  '/widgets/booking-engine/first-paint.ts',
  '/widgets/booking-engine/booking-engine.css',
  '/src/ui/base.css',
  '/src/ui/step-indicator.css',
  '/src/domain/cart/known-empty-cart-path.ts',
  '/src/domain/routes/booking-steps.ts',
  '/src/domain/cart/empty-cart-path.ts',
  '/src/domain/stay/book-stay-path.ts',
  '/src/domain/calendar/calendar-day.ts',
  '/src/domain/session/session-timer.ts',
  '/src/stores/engine/router.ts',
  '/src/domain/routes/booking-route-patterns.ts',
  '/src/domain/routes/booking-routes.ts',
  '/node_modules/@nanostores/router/',
  '/node_modules/nanostores/',
];
const ELEMENT = 'widgets/booking-engine/ik-booking-engine.element.ts';
/**
 * React and react-dom: a chunk of their own (`chunks/react-framework-…`), which the loader
 * evaluates in a task of its own before the engine's (issue 35 §5: the two in one file were
 * one 300–400 ms task on a phone), with rollup's CommonJS helpers, which they need.
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler)\/|commonjsHelpers/;

/**
 * rollup's `output.manualChunks` for the React build: the first chunk above, React's, and everything
 * else the element imports statically in one chunk (`ik-booking-engine.element`), as rollup
 * chose by itself while the screens' imports were in that chunk. Without it, the screens'
 * imports starting from the small chunk would make rollup split every module a screen shares
 * with the element (the kit's Button, Alert…) into a chunk of its own.
 * @param {string} root
 */
export function engineChunks(root) {
  const element = path.join(root, ELEMENT);
  /** @type {Set<string> | undefined} */
  let elementGraph;
  /** @param {string} id @param {{ getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }} api */
  return (id, { getModuleInfo }) => {
    const file = id.replaceAll('\\', '/');
    if (FIRST.some((part) => file.includes(part))) return 'engine-first';
    if (FRAMEWORK.test(file)) return 'framework';
    elementGraph ??= staticGraph(element, getModuleInfo);
    return elementGraph.has(id) ? 'ik-booking-engine.element' : undefined;
  };
}

/** `entry` and every module it imports statically, however deep. */
function staticGraph(entry, getModuleInfo) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    const info = getModuleInfo(id);
    if (!info) return;
    seen.add(id);
    for (const next of info.importedIds) visit(next);
  };
  visit(entry);
  return seen;
}
