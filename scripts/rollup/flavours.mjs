import alias from '@rollup/plugin-alias';

/** preact/compat stands in for React in the preact flavour's builds. */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** The plugins that pick a flavour's framework. */
export function flavourPlugins(flavour) {
  return flavour === 'preact' ? [alias({ entries: PREACT_ALIASES })] : [];
}
