import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rollup } from 'rollup';
import { afterEach, describe, expect, it } from 'vitest';
import { mapsOutside } from './maps-outside.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('mapsOutside: source maps written beside dist/, never in it', () => {
  it('ships no map and no sourceMappingURL, and keeps the map (with its sources) outside', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'maps-'));
    const src = path.join(dir, 'entry.js');
    writeFileSync(src, "export const secret = 'original source';\n");
    const dist = path.join(dir, 'dist');
    const maps = path.join(dir, 'dist-maps');
    const bundle = await rollup({ input: { entry: src } });
    await bundle.write({
      dir: dist,
      format: 'es',
      sourcemap: 'hidden',
      chunkFileNames: 'chunks/[name]-[hash].js',
      plugins: [mapsOutside({ from: dist, to: maps })],
    });
    expect(readdirSync(dist)).toEqual(['entry.js']);
    expect(readFileSync(path.join(dist, 'entry.js'), 'utf8')).not.toContain('sourceMappingURL');
    expect(existsSync(path.join(maps, 'entry.js.map'))).toBe(true);
    const map = JSON.parse(readFileSync(path.join(maps, 'entry.js.map'), 'utf8')) as {
      sources: string[];
    };
    expect(map.sources.some((s) => s.endsWith('entry.js'))).toBe(true);
  });
});
