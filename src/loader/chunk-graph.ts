/**
 * The chunks each tag's entry imports statically, as paths beside the loader. The build
 * replaces this module with the graph of the chunks it wrote (scripts/rollup/chunk-graph.mjs),
 * so the loader can ask for all of an element's chunks at once; unbuilt (in unit tests) it is
 * empty and the loader simply imports the entry.
 */
export const CHUNK_GRAPH: Readonly<Record<string, readonly string[]>> = {};
