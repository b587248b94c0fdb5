// The one node-resolve set-up of every rollup build (the bundle, the style guide, the browser
// tests): node_modules, and the sources' extensionless imports of .ts/.tsx files.
//
// package.json's `sideEffects` names the published files (dist/) that have side effects, so a
// consumer's bundler may drop the rest. Rollup applies it to our own sources too: to it, a source
// module is side-effect free, and an import of one that nothing reads is dropped. The bundle
// (`sourcesArePure: true`) keeps that, as its entries are the elements themselves and it makes the
// shipped chunks smaller; a source module the bundle needs only for its side effects must be
// imported for a name it exports (see widgets/booking-engine/engine-shared.ts). The style guide
// and the browser tests import elements and helpers for their side effects
// (`import './ik-booking-engine.element'`), so they read `sideEffects` for dependencies only.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { TS_EXTENSIONS } from './transpile-ts.mjs';

export const resolveSources = ({ sourcesArePure = false } = {}) =>
  nodeResolve({
    browser: true,
    extensions: ['.mjs', '.js', '.json', ...TS_EXTENSIONS],
    ignoreSideEffectsForRoot: !sourcesArePure,
  });
