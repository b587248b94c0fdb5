import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { parseElementDoc } from '../manifest/parse-element-doc.mjs';

// The parts tables of docs/elements.md and docs/booking-engine.md say what the manifest says:
// each element's row names exactly the parts its JSDoc header documents (the header is what
// custom-elements.json and /docs/ are generated from). A part added to an element, or a table
// left behind, fails here until the two agree.

const DOCS = ['docs/elements.md', 'docs/booking-engine.md'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** Each element's documented parts, by tag, from its `<tag>.element.ts` header. */
const documented = new Map<string, string[]>(
  filesUnder('widgets')
    .filter((file) => /ik-[a-z-]+\.element\.ts$/.test(file))
    .map((file) => {
      const element = parseElementDoc(readFileSync(file, 'utf8'), file).declarations[0];
      const parts = element.cssParts.map((part: { name: string }) => part.name);
      return [element.tagName, [...new Set<string>(parts)].sort()];
    }),
);

/** `[tag, parts]` for every `| parts | … |` row, under the nearest heading naming a tag. */
function partsRows(file: string): [string, string[]][] {
  const rows: [string, string[]][] = [];
  let tag = '';
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    tag = /^#+ .*`<(ik-[a-z-]+)>`/.exec(line)?.[1] ?? tag;
    const row = /^\| parts +\|(.*)\|$/.exec(line);
    if (row) {
      const names = [...row[1]!.matchAll(/`([a-z][a-z-]*)`/g)].map(([, name]) => name!);
      rows.push([tag, [...new Set(names)].sort()]);
    }
  }
  return rows;
}

describe('the docs’ parts tables equal the elements’ documented parts', () => {
  const rows = DOCS.flatMap((file) => partsRows(file).map(([tag, parts]) => [file, tag, parts]));

  it('has a table for the header, the calendars, the furniture, the golf hole and the engine', () => {
    expect(rows.length).toBeGreaterThanOrEqual(11);
  });

  it.each(rows)('%s: <%s>', (_file, tag, parts) => {
    expect(documented.has(tag as string), `${tag as string} has no element header`).toBe(true);
    expect(parts).toEqual(documented.get(tag as string));
  });
});
