import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { cssInline } from './scripts/rollup/css-inline.mjs';
import { engineChunks } from './scripts/rollup/engine-chunks.mjs';
import { flavourPlugins } from './scripts/rollup/flavours.mjs';
import { copyThemes } from './scripts/rollup/copy-themes.mjs';
import { resolveSources } from './scripts/rollup/resolve-sources.mjs';
import { transpileTs } from './scripts/rollup/transpile-ts.mjs';
import { mapsOutside } from './scripts/rollup/maps-outside.mjs';
import { preloadDynamicImports } from './scripts/rollup/preload-dynamic-imports.mjs';
import { chunkGraphModule, createChunkGraph, recordChunks } from './scripts/rollup/chunk-graph.mjs';
import { loaderModules } from './scripts/rollup/element-properties.mjs';
import {
  MARK,
  RUNTIME_ENTRY,
  SHARED_ENTRIES,
  runtimeExternal,
} from './scripts/rollup/runtime-external.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(root, 'dist');
/** The source maps: for the team, outside what is served (no map under dist/, ever). */
// Emptied by scripts/clean-dist.mjs, not here: scripts import this file for FLAVOURS.
const mapsDir = path.join(root, 'dist-maps');

/**
 * The one place that chooses each element's runtime (DESIGN.md §4): the small islands of the
 * marketing pages ship on preact/compat; the booking engine will ship on React 19.
 */
export const FLAVOURS = {
  'ik-header': 'preact',
  'ik-login-form': 'preact',
  'ik-session-notice': 'preact',
  'ik-stay-calendar': 'preact',
  'ik-booking-engine': 'react',
  'ik-contact-form': 'preact',
  'ik-booking-enquiry': 'preact',
  'ik-competition-form': 'preact',
  'ik-subscribe-form': 'preact',
  'ik-subscribe-modal': 'preact',
  'ik-site-visit-form': 'preact',
  'ik-combined-stay-form': 'preact',
  // Page furniture (issue 5).
  'ik-slide-menu': 'preact',
  'ik-nav-overlay': 'preact',
  'ik-quick-book': 'preact',
  'ik-page-popup': 'preact',
  'ik-site-menu': 'preact',
  'ik-mobile-tabs': 'preact',
  'ik-golf-hole': 'preact',
};

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

function widgetEntries(flavour) {
  const entries = {};
  for (const file of filesUnder(path.join(root, 'widgets'))) {
    const match = /(ik-[a-z-]+)\.element\.ts$/.exec(file);
    if (!match) continue;
    const tag = match[1];
    if (!FLAVOURS[tag]) throw new Error(`${tag}: choose its flavour in FLAVOURS`);
    if (FLAVOURS[tag] === flavour) entries[tag] = file;
  }
  return entries;
}

/** Every output's chunks and their static imports, for the loader's preloads. */
const graph = createChunkGraph();
const record = () => recordChunks(graph, { externalMark: MARK });

/** TypeScript compiled file by file (types are checked by `npm run typecheck`, once). */
const ts = () => transpileTs({ tsconfig: path.join(root, 'tsconfig.build.json') });

const resolve = () => resolveSources({ sourcesArePure: true });

const production = () =>
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } });

const output = (chunkPrefix, { preloadLazy = false } = {}) => ({
  dir: outDir,
  format: 'es',
  // 'hidden': no sourceMappingURL in the shipped files; the maps go to dist-maps/.
  sourcemap: 'hidden',
  entryFileNames: '[name].js',
  chunkFileNames: `chunks/${chunkPrefix}-[name]-[hash].js`,
  // Arrow functions and const where rollup writes its own helpers.
  generatedCode: 'es2015',
  plugins: [
    // The engine's lazy screens: each one's small chunks are asked for with it (issue 19: no
    // waterfall). Not in the small islands' builds, whose few lazy parts would pay for the
    // helper on every page.
    ...(preloadLazy ? [preloadDynamicImports()] : []),
    terser({
      ecma: 2022,
      module: true,
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
    }),
    record(),
    mapsOutside({ from: outDir, to: mapsDir }),
  ],
});

function widgetBuild(flavour) {
  const input = widgetEntries(flavour);
  if (!Object.keys(input).length) return [];
  return [
    {
      input,
      output: {
        ...output(flavour, { preloadLazy: flavour === 'react' }),
        // The engine's first screen starts downloading from a small chunk of its own.
        manualChunks: flavour === 'react' ? engineChunks(root) : undefined,
        // The engine's screens share many small parts of the kit, and rollup gives each a file
        // of its own: Book your Stay needed 21. Rollup merges those under 1 kB into a chunk
        // loaded with them (14 files). At 2 kB its merges put one screen's code into others'
        // downloads (the activities went over their 15 kB).
        experimentalMinChunkSize: flavour === 'react' ? 1000 : undefined,
      },
      // Its counts of chunks before and after merging are for whoever tunes the size above.
      onLog: (level, log, handler) => {
        if (log.code !== 'OPTIMIZE_CHUNK_STATUS') handler(level, log);
      },
      plugins: [
        runtimeExternal({ root }),
        ...flavourPlugins(flavour),
        cssInline(),
        production(),
        resolve(),
        commonjs(),
        ts(),
      ],
    },
  ];
}

/** The other shared runtime files (rt/stay-prices…), each built against rt/runtime.js. */
function sharedEntryBuilds() {
  return SHARED_ENTRIES.filter((entry) => entry !== RUNTIME_ENTRY).map((entry) => ({
    input: { [entry.name]: path.join(root, entry.file) },
    preserveEntrySignatures: 'strict',
    output: output('rt'),
    plugins: [
      runtimeExternal({ root, building: entry.name }),
      production(),
      resolve(),
      commonjs(),
      ts(),
    ],
  }));
}

/** The tags the loader loads at once (src/loader/eager-tags.ts, read as text: it is TypeScript). */
const EAGER_TAGS = [
  ...readFileSync(path.join(root, 'src/loader/eager-tags.ts'), 'utf8').matchAll(/'(ik-[a-z-]+)'/g),
].map((match) => match[1]);

/**
 * The loader, built last: it carries the chunk graph of every output built before it
 * (src/loader/chunk-graph.ts is replaced by it), and dist/chunk-graph.json is written.
 */
const loaderBuild = {
  input: { innkit: path.join(root, 'src/loader/innkit.ts') },
  output: output('loader'),
  plugins: [
    chunkGraphModule(graph, {
      tags: Object.keys(FLAVOURS),
      modules: [
        {
          file: path.join(root, 'src/loader/chunk-graph.ts'),
          name: 'CHUNK_GRAPH',
          tags: Object.keys(FLAVOURS),
        },
        {
          file: path.join(root, 'src/loader/chunk-graph-eager.ts'),
          name: 'EAGER_GRAPH',
          // Not the session notice's: the runtime adds it only when a notice is raised, long
          // after the page loaded, so its files can come through its own imports (issue 35 §4:
          // the loader under 2 kB).
          tags: EAGER_TAGS.filter((tag) => tag !== 'ik-session-notice'),
        },
      ],
    }),
    loaderModules({ root, tags: Object.keys(FLAVOURS) }),
    resolve(),
    ts(),
  ],
};

/**
 * The loader for an app's bundler (`import 'innkit'` resolves to it through the `module`
 * condition of package.json's exports): the same loader with one literal import() per tag, so
 * that the bundler bundles every element's chunks with the app; no preloads of its own (the
 * chunk graph modules stay empty), as the bundler preloads what it splits.
 */
const bundlerLoaderBuild = {
  input: { 'innkit.bundler': path.join(root, 'src/loader/innkit.ts') },
  output: output('bundler'),
  plugins: [loaderModules({ root, tags: Object.keys(FLAVOURS), bundler: true }), resolve(), ts()],
};

export default [
  {
    input: { [RUNTIME_ENTRY.name]: path.join(root, RUNTIME_ENTRY.file) },
    // Its lazy chunks (the session actions, the cart's announcements) import what they share
    // with it from rt/runtime.js itself, which may export more for them than src/runtime.ts.
    preserveEntrySignatures: 'allow-extension',
    // As terser's pure_getters: reading a property has no side effects. Without it a schema
    // built from another's entries (`...LoginRequestSchema.entries`) keeps both, and with them
    // valibot's email and trim, on every page.
    treeshake: { propertyReadSideEffects: false },
    output: output('rt'),
    plugins: [
      production(),
      resolve(),
      commonjs(),
      ts(),
      copyThemes({ from: path.join(root, 'themes'), to: path.join(outDir, 'themes') }),
    ],
  },
  ...sharedEntryBuilds(),
  ...widgetBuild('preact'),
  ...widgetBuild('react'),
  loaderBuild,
  bundlerLoaderBuild,
];
