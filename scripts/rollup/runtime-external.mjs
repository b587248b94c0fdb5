import path from 'node:path';
import MagicString from 'magic-string';

/**
 * Widget builds import the page's shared runtime (src/runtime.ts: stores, config, clock, the
 * HTTP client) from `dist/rt/runtime.js` instead of bundling their own copy. Any import that
 * resolves to one of these modules becomes an import of the runtime file; an import of any
 * other module under src/stores is refused, because it would create a second store.
 */
export const RUNTIME_ENTRY = { name: 'rt/runtime', file: 'src/runtime.ts' };
export const RUNTIME_MODULES = [
  'src/stores/index.ts',
  'src/core/config.ts',
  'src/core/clock.ts',
  'src/core/cookies.ts',
  'src/api/http.ts',
  'src/api/log-api.ts',
  'src/api/errors.ts',
];

const MARK = '/__innkit_runtime__/';

export function runtimeExternal({ root }) {
  const shared = new Set(RUNTIME_MODULES.map((file) => path.join(root, file)));
  const statefulDir = path.join(root, 'src/stores') + path.sep;
  return {
    name: 'innkit-runtime-external',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      if (shared.has(resolved.id)) {
        return { id: `${MARK}${RUNTIME_ENTRY.name}.js`, external: 'absolute' };
      }
      if (resolved.id.startsWith(statefulDir)) {
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
