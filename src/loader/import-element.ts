/**
 * Imports a tag's chunk, `dist/<tag>.js` beside the loader at `base`. The bundler build of the
 * loader (dist/innkit.bundler.js, which `import 'innkit'` resolves to in an app's bundler)
 * replaces this module with one literal `import('./<tag>.js')` per tag, which the app's
 * bundler follows and bundles (scripts/rollup/element-properties.mjs).
 */
export const importElement = (tag: string, base: string): Promise<unknown> =>
  import(/* @vite-ignore */ new URL(`./${tag}.js`, base).href);
