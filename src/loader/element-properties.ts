/**
 * Every tag's documented properties, as custom-elements.json lists them (one source of truth:
 * the elements' JSDoc headers and definitions, scripts/manifest/), in the order of WIDGET_TAGS
 * (tags.ts) and in a few bytes: `"venue packageMode:b minNights:n partners:j"` (no suffix: a
 * string); and the configuration keys every element has as properties. The build replaces this
 * module with the manifest's data (scripts/rollup/element-properties.mjs); unbuilt (in unit
 * tests) it is empty and the loader defines no tag.
 */
export const ELEMENT_PROPERTIES: readonly string[] = [];
export const CONFIG_PROPERTIES: readonly string[] = [];
