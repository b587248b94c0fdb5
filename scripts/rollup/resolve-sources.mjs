// The one node-resolve set-up of every rollup build (the bundle, the style guide, the browser
// tests): node_modules, and the sources' extensionless imports of .ts/.tsx files.
// `ignoreSideEffectsForRoot`: package.json's `sideEffects` tells a consumer's bundler which files
// of the published package (dist/) have side effects; applied to our own sources it made rollup
// drop side-effect-only imports (`import './ik-booking-engine.element'` in a browser test, a
// shared-chunk import in the engine), so it is read for dependencies only.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { TS_EXTENSIONS } from './transpile-ts.mjs';

export const resolveSources = () =>
  nodeResolve({
    browser: true,
    extensions: ['.mjs', '.js', '.json', ...TS_EXTENSIONS],
    ignoreSideEffectsForRoot: true,
  });
