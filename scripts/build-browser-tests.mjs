// Bundles every browser test (`*.browser.ts(x)`) with rollup, because @web/test-runner cannot
// load @testing-library/dom's CommonJS dependencies itself. A test of an element is built on
// that element's shipped flavour (FLAVOURS in rollup.config.mjs); a test of a shared src/ui
// part is built on both, since both flavours use it.
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { rollup } from 'rollup';
import { resolveSources } from './rollup/resolve-sources.mjs';
import { FLAVOURS } from '../rollup.config.mjs';
import { cssInline } from './rollup/css-inline.mjs';
import { flavourPlugins } from './rollup/flavours.mjs';
import { transpileTs } from './rollup/transpile-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// IK_BROWSER_OUT puts the bundles elsewhere, so that two people (or agents) working on one
// checkout can bundle and run different tests at once.
export const OUT = path.resolve(root, process.env.IK_BROWSER_OUT ?? '.cache/browser-tests');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

function flavoursOf(file) {
  const folder = path.dirname(file);
  // The test helpers' own tests (tests/browser) use no framework: one flavour is enough.
  if (path.relative(root, folder).startsWith('tests')) return ['preact'];
  // A screen's folder inside an element (widgets/booking-engine/screens/spa) is that element's.
  let element;
  for (let dir = folder; !element && dir.startsWith(path.join(root, 'widgets'));) {
    element = readdirSync(dir).find((f) => /^ik-[a-z-]+\.element\.ts$/.test(f));
    dir = path.dirname(dir);
  }
  if (!element) return ['preact', 'react'];
  const tag = element.replace('.element.ts', '');
  return [FLAVOURS[tag]];
}

const READABLE_FAILURES = path.join(root, 'tests/browser/readable-failures.ts');
const SLOW_PAINT = path.join(root, 'tests/browser/slow-paint.ts');
const FIND_TIMEOUT = path.join(root, 'tests/browser/find-timeout.ts');

/**
 * Every test file imports tests/browser/readable-failures.ts and find-timeout.ts first (see
 * those files for why), and with IK_SLOW_PAINT=1 a Preact bundle imports
 * tests/browser/slow-paint.ts before them: effects run late, to find the tests that read an
 * effect's work without waiting for it.
 */
function firstImports(entries, flavour) {
  const first = [READABLE_FAILURES, FIND_TIMEOUT];
  if (process.env.IK_SLOW_PAINT === '1' && flavour === 'preact') first.unshift(SLOW_PAINT);
  const imports = first.map((file) => `import ${JSON.stringify(file)};\n`).join('');
  return {
    name: 'first-imports',
    transform(code, id) {
      if (!entries.includes(id)) return null;
      return { code: imports + code, map: null };
    },
  };
}

const FACADE = '\0ik-test-entry:';
const RUNNER_SOCKET = '/__web-dev-server__web-socket.js';

/**
 * Each test file's entry is a facade that awaits the test module as a lazy chunk. The runner
 * loads an entry with a query string (`?wtr-session-id=…`); had the entry held code that a lazy
 * screen also needs, that screen would import it again under the bare address, and the page
 * would run two Reacts. Behind the facade everything shared lives at one address.
 */
function testEntryFacades() {
  return {
    name: 'test-entry-facades',
    resolveId(id) {
      if (id.startsWith(FACADE)) return id;
      // The runner's own socket (imported by @web/test-runner-commands) keeps its absolute
      // address, wherever the chunk that asks for it lands.
      if (id === RUNNER_SOCKET) return { id, external: 'absolute' };
      return null;
    },
    load: (id) =>
      id.startsWith(FACADE) ? `await import(${JSON.stringify(id.slice(FACADE.length))});\n` : null,
  };
}

const entryName = (file, flavour) =>
  `${path
    .relative(root, file)
    .replace(/[\\/]/g, '__')
    .replace(/\.tsx?$/, '')}.${flavour}`;

/**
 * One rollup build per flavour with every test file of that flavour as an input: one TypeScript
 * program instead of one per file (a build per file took about 11 s each). Each test file is an
 * entry at the top of OUT; what entries share, and lazy screens, go to OUT/chunks, which the test
 * runner serves but does not run as tests. Each test file still runs in its own page, so no
 * module state is shared between files.
 */
async function bundle(files, flavour) {
  const build = await rollup({
    input: Object.fromEntries(files.map((file) => [entryName(file, flavour), FACADE + file])),
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
    plugins: [
      testEntryFacades(),
      ...flavourPlugins(flavour),
      firstImports(files, flavour),
      cssInline(),
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': '"development"', __FLAVOUR__: JSON.stringify(flavour) },
      }),
      resolveSources(),
      commonjs(),
      transpileTs({ tsconfig: path.join(root, 'tsconfig.json') }),
    ],
  });
  await build.write({
    dir: OUT,
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: `chunks/${flavour}-[name]-[hash].js`,
  });
  await build.close();
  return files.length;
}

// `node scripts/build-browser-tests.mjs widgets/header` bundles only the tests whose path
// contains one of the given fragments (handy while working on one element).
const only = process.argv.slice(2);
const tests = ['src', 'widgets', 'tests/browser']
  .flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((f) => /\.browser\.tsx?$/.test(f))
  .filter((f) => only.length === 0 || only.some((part) => f.includes(part)));
rmSync(OUT, { recursive: true, force: true });
let built = 0;
for (const flavour of ['preact', 'react']) {
  const files = tests.filter((file) => flavoursOf(file).includes(flavour));
  if (files.length > 0) built += await bundle(files, flavour);
}
console.log(`bundled ${built} browser test file(s) into ${path.relative(root, OUT)}`);
