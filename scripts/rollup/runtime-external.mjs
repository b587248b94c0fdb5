import path from 'node:path';
import MagicString from 'magic-string';

/**
 * Widget builds (React or preact/compat) do not bundle the framework-free runtime: every
 * import of a module under src/{core,stores,api,schemas,domain} becomes an import of that
 * module's own file in the runtime build (dist/rt/...), so every island on a page shares
 * one instance of each store, whichever flavour it was built with.
 */
export const RUNTIME_DIRS = ['core', 'stores', 'api', 'schemas', 'domain'];
const MARK = '/__innkit_runtime__/';

export function runtimeModuleName(root, file) {
  const rel = path.relative(path.join(root, 'src'), file).replace(/\\/g, '/');
  const [dir] = rel.split('/');
  if (!RUNTIME_DIRS.includes(dir) || !/\.tsx?$/.test(rel) || /\.(test|d)\.tsx?$/.test(rel)) {
    return null;
  }
  return `rt/${rel.replace(/\.tsx?$/, '')}`;
}

export function runtimeExternal({ root }) {
  return {
    name: 'innkit-runtime-external',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const name = runtimeModuleName(root, resolved.id);
      return name ? { id: `${MARK}${name}.js`, external: 'absolute' } : null;
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
