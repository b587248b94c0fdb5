import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The folders whose modules import one another (tests and scripts included). */
export const ROOTS = ['src', 'widgets', 'sandbox', 'tests', 'scripts', 'bench'];
/** Never read: installed packages, built output, and the consumer apps built apart (tsconfig). */
const SKIP = new Set(['node_modules', 'dist', '.cache']);
const SKIP_PATHS = ['tests/consumers/apps', 'tests/package/consumer', 'sandbox/data'];
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const TRY = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];

function filesUnder(dir, root) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (SKIP.has(name) || SKIP_PATHS.includes(relative)) return [];
    if (statSync(file).isDirectory()) return filesUnder(file, root);
    return CODE.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The module a relative specifier names, or null (a package, a stylesheet, a missing file). */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const bare = path.join(path.dirname(from), specifier.replace(/\?.*$/, ''));
  for (const ending of TRY) {
    const file = bare + ending;
    if (CODE.test(file) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * Every module's imports, as written: static and dynamic `import()`, `import type` and
 * `export … from` alike, since a circle closed by a type or a lazy import is still a circle
 * for the reader (and for the bundler's chunks).
 */
export function importGraph(root = process.cwd(), roots = ROOTS) {
  const graph = new Map();
  const files = roots.flatMap((dir) => filesUnder(path.join(root, dir), root));
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.map((f) => resolve(file, f.fileName)).filter(Boolean);
    graph.set(path.relative(root, file), [...new Set(targets.map((t) => path.relative(root, t)))]);
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one module (Tarjan). */
export function importCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfLoop) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = importCycles(importGraph());
  for (const cycle of cycles) console.log(cycle.join('\n  ↔ '), '\n');
  console.log(`${cycles.length} import circle(s)`);
  process.exitCode = cycles.length ? 1 : 0;
}
