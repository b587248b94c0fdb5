import path from 'node:path';
import MagicString from 'magic-string';

/**
 * Widget builds import the page's shared runtime files instead of bundling their own copies:
 *
 * - `dist/rt/runtime.js` (src/runtime.ts: stores, config, clock, the HTTP client), which every
 *   island loads;
 * - `dist/rt/stay-prices.js` (src/stores/stay-prices.ts: the month-cached stay prices), which
 *   only pages with a price calendar load, so the header page does not grow with it. It is
 *   built against the first: its config, clock and HTTP client are the runtime's.
 *
 * Any import that resolves to one of an entry's modules becomes an import of that entry's
 * file; an import of any other module under src/stores is refused, because it would create a
 * second store — except under `src/stores/<element>/` (ELEMENT_STORE_DIRS): the state of one
 * element or kind of element (the booking engine's cart actions, the forms' controller),
 * bundled with it and reaching the shared stores through their index, so that it does not grow
 * the runtime every page loads.
 */
export const ELEMENT_STORE_DIRS = ['src/stores/engine', 'src/stores/forms'];
export const SHARED_ENTRIES = [
  {
    name: 'rt/runtime',
    file: 'src/runtime.ts',
    modules: [
      'src/stores/index.ts',
      'src/core/config.ts',
      'src/core/clock.ts',
      'src/core/cookies.ts',
      'src/api/http.ts',
      'src/api/log-api.ts',
      'src/api/errors.ts',
    ],
  },
  {
    name: 'rt/stay-prices',
    file: 'src/stores/stay-prices.ts',
    // The page's venue settings come from here too, so that an element showing prices does not
    // bundle its own copy of their validation (valibot and the venues schema).
    modules: ['src/stores/stay-prices.ts', 'src/core/venue-settings.ts'],
  },
];
export const RUNTIME_ENTRY = SHARED_ENTRIES[0];
export const RUNTIME_MODULES = RUNTIME_ENTRY.modules;

export const MARK = '/__innkit_runtime__/';

/**
 * @param {{ root: string, building?: string }} options `building`: the shared entry this build
 *   makes (its own modules are bundled, the other entries' are imported).
 */
export function runtimeExternal({ root, building }) {
  const entryOf = new Map();
  const own = new Set();
  for (const entry of SHARED_ENTRIES) {
    for (const file of entry.modules) {
      if (entry.name === building) own.add(path.join(root, file));
      else entryOf.set(path.join(root, file), entry.name);
    }
  }
  const statefulDir = path.join(root, 'src/stores') + path.sep;
  const elementDirs = ELEMENT_STORE_DIRS.map((dir) => path.join(root, dir) + path.sep);
  return {
    name: 'innkit-runtime-external',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const entry = entryOf.get(resolved.id);
      if (entry) return { id: `${MARK}${entry}.js`, external: 'absolute' };
      if (elementDirs.some((dir) => resolved.id.startsWith(dir))) return null;
      if (resolved.id.startsWith(statefulDir) && !own.has(resolved.id)) {
        this.error(
          `${path.relative(root, importer)} imports ${path.relative(root, resolved.id)}: ` +
            'import stores from src/stores (its index) so that every island shares them',
        );
      }
      return null;
    },
    // Each chunk imports the runtime relative to where the chunk itself is written.
    renderChunk(code, chunk) {
      if (!code.includes(MARK)) return null;
      const depth = chunk.fileName.split('/').length - 1;
      const prefix = depth ? '../'.repeat(depth) : './';
      const s = new MagicString(code);
      for (const match of code.matchAll(new RegExp(MARK.replace(/\//g, '\\/'), 'g'))) {
        s.overwrite(match.index, match.index + MARK.length, prefix);
      }
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}
