import path from 'node:path';
import MagicString from 'magic-string';

/**
 * A rollup output plugin: every `import('./chunk.js')` of a chunk of the same output also asks
 * at once for every file that chunk imports statically, however deep (`<link
 * rel="modulepreload">`), so a lazy screen and its 10–20 small chunks download in one round
 * trip instead of two or three (issue 19: "no waterfall", as the loader does for an element's
 * own chunks). Files the importing chunk itself needs are left out: they have run already.
 * Runs in `renderChunk`, before the hashes are known: the names it writes are rollup's hash
 * placeholders, which rollup replaces, and which count in the importing chunk's own hash.
 */
export function preloadDynamicImports() {
  return {
    name: 'innkit-preload-dynamic-imports',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.dynamicImports.length) return null;
      const loaded = staticClosureOf(chunks, chunk.fileName);
      const dir = path.posix.dirname(chunk.fileName);
      const s = new MagicString(code);
      let used = false;
      for (const target of chunk.dynamicImports) {
        if (!chunks[target]) continue;
        const deps = [...staticClosureOf(chunks, target)]
          .filter((file) => !loaded.has(file) && file !== chunk.fileName)
          .map((file) => relativeImport(dir, file));
        if (!deps.length) continue;
        const specifier = relativeImport(dir, target);
        for (const quote of ["'", '"']) {
          const call = `import(${quote}${specifier}${quote})`;
          for (let at = code.indexOf(call); at !== -1; at = code.indexOf(call, at + 1)) {
            s.overwrite(
              at,
              at + call.length,
              `(${HELPER}(${JSON.stringify(deps)},import.meta.url),${call})`,
            );
            used = true;
          }
        }
      }
      if (!used) return null;
      s.append(`\n${HELPER_SOURCE}`);
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}

const HELPER = '__ikPreload';
/** Adds each file's modulepreload once per chunk (the browser dedupes the fetches anyway). */
const HELPER_SOURCE = `function ${HELPER}(files, base) {
  const asked = (${HELPER}.asked ??= new Set());
  for (const file of files) {
    const href = new URL(file, base).href;
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}`;

/** `fileName`'s static imports among `chunks`, however deep (files of other outputs left out). */
function staticClosureOf(chunks, fileName) {
  const seen = new Set();
  const visit = (file) => {
    for (const next of chunks[file]?.imports ?? []) {
      if (seen.has(next) || !chunks[next]) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(fileName);
  return seen;
}

function relativeImport(fromDir, file) {
  const relative = path.posix.relative(fromDir, file);
  return relative.startsWith('.') ? relative : `./${relative}`;
}
