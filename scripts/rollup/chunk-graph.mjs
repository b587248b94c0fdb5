import path from 'node:path';

/**
 * The chunk graph of a whole build (every rollup output of rollup.config.mjs): for each file
 * written, the files it imports statically. Each output's `recordChunks()` adds its chunks;
 * the loader's build, which runs last, turns the graph into the module the loader imports
 * (`chunkGraphModule`), so the loader can preload every chunk of an element at once.
 */
export function createChunkGraph() {
  /** @type {Map<string, string[]>} */
  const edges = new Map();
  return { edges };
}

/**
 * The file an import names, below dist/: a chunk of the same output, or a shared runtime
 * file the widget builds import from outside (`/__innkit_runtime__/rt/runtime.js`).
 * @param {string} id
 * @param {string} externalMark
 */
function fileOf(id, externalMark) {
  return id.startsWith(externalMark) ? id.slice(externalMark.length) : id;
}

/** A rollup plugin adding the chunks this output writes, and their static imports, to `graph`. */
export function recordChunks(graph, { externalMark }) {
  return {
    name: 'innkit-record-chunks',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        graph.edges.set(
          file.fileName,
          file.imports.map((id) => fileOf(id, externalMark)),
        );
      }
    },
  };
}

/**
 * Every file `entry` needs before it runs: what it imports statically, and what those import,
 * each after the files it imports (the entry itself left out, since the loader imports it), in
 * a stable order. The loader evaluates an eager element's files one per task in this order: a
 * file listed before its imports would evaluate them all in its own task (issue 19: the shared
 * runtime and the framework in one long task). Throws when a file is named that no output
 * wrote: a graph with a hole would preload a missing file.
 * @param {Map<string, string[]>} edges
 * @param {string} entry
 */
export function staticClosure(edges, entry) {
  if (!edges.has(entry)) throw new Error(`chunk graph: no output wrote ${entry}`);
  const seen = new Set([entry]);
  const ordered = [];
  const visit = (file) => {
    const imports = edges.get(file);
    if (!imports) throw new Error(`chunk graph: ${file} imports nothing known (missing output)`);
    for (const next of [...imports].sort()) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
      ordered.push(next);
    }
  };
  visit(entry);
  return ordered;
}

/**
 * The loader's build: each of `modules` (a file of src/loader, say chunk-graph.ts) becomes
 * `export const <name> = { <tag>: [its chunks] }` for its `tags`, from the chunks the outputs
 * before it wrote; and the graph of every tag is written to dist/chunk-graph.json for the size
 * bench and the tests.
 * @param {{ edges: Map<string, string[]> }} graph
 * @param {{ tags: string[], modules: { file: string, name: string, tags: string[] }[] }} options
 */
export function chunkGraphModule(graph, { tags, modules }) {
  // Virtual ids: the TypeScript plugin would emit the file on disk whatever `load` gave.
  const PREFIX = '\0innkit-chunk-graph:';
  const byTag = (list) =>
    Object.fromEntries(list.map((tag) => [tag, staticClosure(graph.edges, `${tag}.js`)]));
  const moduleOf = (file) => modules.find((m) => path.resolve(m.file) === path.resolve(file));
  return {
    name: 'innkit-chunk-graph-module',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('chunk-graph')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const found = resolved && moduleOf(resolved.id);
      return found ? PREFIX + found.name : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const found = modules.find((m) => PREFIX + m.name === id);
      return `export const ${found.name} = ${JSON.stringify(byTag(found.tags))};\n`;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'chunk-graph.json',
        source: `${JSON.stringify(byTag(tags), null, 2)}\n`,
      });
    },
  };
}
