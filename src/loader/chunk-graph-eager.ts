/**
 * The chunk graph of the eager tags a page holds as it loads (EAGER_TAGS but the session
 * notice, which the runtime adds when a notice is raised and which then loads through its own
 * imports), carried by the loader itself; the build replaces this module as it does
 * chunk-graph.ts (rollup.config.mjs). Unbuilt (in unit tests) it is empty.
 */
export const EAGER_GRAPH: Readonly<Record<string, readonly string[]>> = {};
