// Builds the living style guide's element (src/ui/styleguide/styleguide.entry.tsx) into
// dist/styleguide/styleguide.js, on its own: it is a demo page's script, not a loader tag, so it
// stays out of the element builds, their chunks and their size budgets.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import { resolveSources } from './rollup/resolve-sources.mjs';
import { cssInline } from './rollup/css-inline.mjs';
import { mapsOutside } from './rollup/maps-outside.mjs';
import { transpileTs } from './rollup/transpile-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const bundle = await rollup({
  input: path.join(root, 'src/ui/styleguide/styleguide.entry.tsx'),
  plugins: [
    cssInline(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
    resolveSources(),
    commonjs(),
    transpileTs({ tsconfig: path.join(root, 'tsconfig.build.json') }),
  ],
  onwarn(warning, warn) {
    if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
  },
});
await bundle.write({
  file: path.join(root, 'dist/styleguide/styleguide.js'),
  format: 'es',
  inlineDynamicImports: true,
  // The map goes to dist-maps/ (never served); no sourceMappingURL in the shipped file.
  sourcemap: 'hidden',
  plugins: [mapsOutside({ from: path.join(root, 'dist'), to: path.join(root, 'dist-maps') })],
});
await bundle.close();
console.log('styleguide: dist/styleguide/styleguide.js');
