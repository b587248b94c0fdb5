/**
 * The chunk graph of the eager tags only (EAGER_TAGS), which the loader itself carries; the
 * build replaces this module as it does chunk-graph.ts. Unbuilt (in unit tests) it is empty.
 */
export const EAGER_GRAPH: Readonly<Record<string, readonly string[]>> = {};
