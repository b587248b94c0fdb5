import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { parseElementDoc } from './parse-element-doc.mjs';

// The manifest's other direction at the source (the running elements' direction is
// tests/manifest/conformance.mjs): every part an element documents is written as a part
// somewhere in its own folder or the kit it renders (src/ui), so nothing documented is missing.

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const PART_ATTRIBUTE = /\bpart\s*[=:]\s*(\{[^}]*\}|"[^"]*"|'[^']*')/g;

/** Every word written in a `part=` of the views under `dirs`. */
function partsIn(dirs: string[]): Set<string> {
  const words = new Set<string>();
  for (const file of dirs.flatMap(filesUnder)) {
    if (!/\.tsx$/.test(file) || /\.(browser|examples)\.tsx$/.test(file)) continue;
    for (const [, value] of readFileSync(file, 'utf8').matchAll(PART_ATTRIBUTE)) {
      for (const [, text] of value!.matchAll(/['"`]([^'"`]*)['"`]/g)) {
        for (const word of text!.split(/\s+/)) if (/^[a-z][a-z-]*$/.test(word)) words.add(word);
      }
    }
  }
  return words;
}

const elements = filesUnder('widgets').filter((f) => /ik-[a-z-]+\.element\.ts$/.test(f));

describe('documented parts exist in the source', () => {
  const kit = partsIn(['src/ui']);
  it.each(elements)('%s', (file) => {
    const el = parseElementDoc(readFileSync(file, 'utf8'), file).declarations[0];
    const own = partsIn([path.dirname(file)]);
    const missing = el.cssParts
      .map((part: { name: string }) => part.name)
      .filter((name: string) => !own.has(name) && !kit.has(name));
    expect(missing).toEqual([]);
  });
});
