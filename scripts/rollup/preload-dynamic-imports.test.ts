import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type OutputChunk, rollup } from 'rollup';
import { afterAll, describe, expect, it } from 'vitest';
import { preloadDynamicImports } from './preload-dynamic-imports.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'innkit-preload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds `files` (the first is the entry) and answers each written chunk by its name. */
async function build(files: Record<string, string>, withPlugin = true) {
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  const bundle = await rollup({ input: path.join(dir, Object.keys(files)[0]!) });
  const { output } = await bundle.generate({
    format: 'es',
    chunkFileNames: 'chunks/[name]-[hash].js',
    plugins: withPlugin ? [preloadDynamicImports()] : [],
  });
  const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk');
  const named = (name: string) => chunks.find((chunk) => chunk.name === name)!;
  /** The chunk that imports `target` lazily, and the files its import asks for with it. */
  const preloadsOf = (target: OutputChunk) => {
    const importer = chunks.find((chunk) => chunk.dynamicImports.includes(target.fileName))!;
    const specifier = relative(importer.fileName, target.fileName);
    const at = importer.code.indexOf(`import('${specifier}')`);
    expect(at, `import of ${specifier}`).toBeGreaterThan(-1);
    const list = /\(__ikPreload\((\[[^\]]*\]),import\.meta\.url\),$/.exec(
      importer.code.slice(0, at),
    );
    const files = list ? (JSON.parse(list[1]!) as string[]) : [];
    // Each name is relative to the importer, and names a file the build wrote.
    return files.map((file) => path.posix.join(path.posix.dirname(importer.fileName), file));
  };
  return { chunks, named, preloadsOf };
}

const screen = {
  'entry.js': `import { shared } from './shared.js';
    export const open = () => import('./screen.js');
    export const other = () => import('./other.js');
    console.log(shared);`,
  'screen.js': `import { card } from './card.js'; import { shared } from './shared.js';
    export default () => card + shared;`,
  'other.js': `import { card } from './card.js'; export default () => card + 'other';`,
  'card.js': `import { url } from './url.js'; export const card = 'card' + url;`,
  'url.js': `export const url = 'url';`,
  'shared.js': `export const shared = 'shared';`,
};

const relative = (from: string, to: string) => {
  const file = path.posix.relative(path.posix.dirname(from), to);
  return file.startsWith('.') ? file : `./${file}`;
};

describe('preloadDynamicImports (the React build’s lazy screens)', () => {
  it('asks for a lazy chunk’s static imports, however deep, with the chunk itself', async () => {
    const { named, preloadsOf } = await build(screen);
    // card.js and url.js (which only card.js imports) make one chunk, shared by both screens.
    const card = named('card').fileName;
    expect(preloadsOf(named('screen'))).toEqual([card]);
    expect(preloadsOf(named('other'))).toEqual([card]);
  });

  it('asks for every level of a deeper graph', async () => {
    const { named, preloadsOf } = await build({
      ...screen,
      'card.js': `import { url } from './url.js'; export const card = 'card' + url;`,
      'other.js': `import { url } from './url.js'; import { card } from './card.js';
        export default () => card + url;`,
      'third.js': `import { url } from './url.js'; export default () => url;`,
      'entry.js': `${screen['entry.js']} export const third = () => import('./third.js');`,
    });
    expect(preloadsOf(named('screen')).sort()).toEqual(
      [named('card').fileName, named('url').fileName].sort(),
    );
  });

  it('leaves out what the importing chunk has run already', async () => {
    const { chunks, named, preloadsOf } = await build(screen);
    const importer = chunks.find((chunk) =>
      chunk.dynamicImports.includes(named('screen').fileName),
    )!;
    // screen.js imports shared.js too, which the importer holds.
    expect(importer.code).toContain(`'shared'`);
    expect(preloadsOf(named('screen'))).not.toContain(importer.fileName);
    expect(preloadsOf(named('screen'))).toHaveLength(1);
  });

  it('defines its helper once per chunk, adding each file’s link once', async () => {
    const { chunks, named } = await build(screen);
    const importer = chunks.find((chunk) =>
      chunk.dynamicImports.includes(named('screen').fileName),
    )!;
    expect(importer.code.match(/function __ikPreload/g)).toHaveLength(1);
    expect(importer.code.match(/__ikPreload\(/g)).toHaveLength(3);
    expect(importer.code).toContain(`link.rel = 'modulepreload'`);
    expect(importer.code).toContain('if (asked.has(href)) continue;');
  });

  it('changes nothing in a chunk whose lazy imports need nothing more', async () => {
    const files = {
      'lone.js': `export const open = () => import('./leaf.js');`,
      'leaf.js': `export default 1;`,
    };
    const withIt = await build(files);
    const without = await build(files, false);
    expect(withIt.named('lone').code).toBe(without.named('lone').code);
  });
});
