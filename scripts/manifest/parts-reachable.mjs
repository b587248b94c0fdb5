import { readFileSync } from 'node:fs';
import { importGraph } from '../import-cycles/find-import-cycles.mjs';

/**
 * `part="…"`, `part: '…'`, `part={`…`}` and a component's `titlePart="…"`-style props, with
 * their value.
 */
const PART_ATTRIBUTE =
  /\b(?:part|[a-z]\w*Part)\s*[=:]\s*(\{(?:[^{}]|\{[^{}]*\})*\}|"[^"]*"|'[^']*')/g;

/** Every word written as a part in a view (tests and style-guide examples aside). */
export function partsWritten(file, root = '.') {
  const words = new Set();
  if (!/\.tsx$/.test(file) || /\.(browser|examples)\.tsx$/.test(file)) return words;
  for (const [, value] of readFileSync(`${root}/${file}`, 'utf8').matchAll(PART_ATTRIBUTE)) {
    // A template literal's fixed words count; what `${…}` puts in, the journeys see rendered.
    const fixed = value.replace(/\$\{[^}]*\}/g, ' ');
    for (const [, text] of fixed.matchAll(/['"`]([^'"`]*)['"`]/g)) {
      for (const word of text.split(/\s+/)) if (/^[a-z][a-z-]*$/.test(word)) words.add(word);
    }
  }
  return words;
}

/**
 * For each `ik-*.element.ts` under widgets/: the parts written in every view it can render,
 * that is every module its element file reaches through imports (lazy screens included), with
 * the first file found writing each part.
 */
export function reachableParts(root = '.') {
  const graph = importGraph(root, ['src', 'widgets']);
  const result = new Map();
  for (const file of graph.keys()) {
    if (!/^widgets\/.*\/ik-[a-z-]+\.element\.ts$/.test(file)) continue;
    const seen = new Set();
    const stack = [file];
    while (stack.length) {
      const next = stack.pop();
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(graph.get(next) ?? []));
    }
    const parts = new Map();
    for (const module of [...seen].sort()) {
      for (const part of partsWritten(module, root)) if (!parts.has(part)) parts.set(part, module);
    }
    result.set(file, parts);
  }
  return result;
}
