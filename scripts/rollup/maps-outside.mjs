import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Source maps for the team, never served: with `sourcemap: 'hidden'` (no `sourceMappingURL`
 * in the shipped files, so no browser asks for a map that is not there), each map rollup
 * writes is moved from the output folder `from` to the same place under `to` (`dist-maps/`),
 * outside what the sandbox or a CDN serves. bench/size.mjs reads them there.
 */
export function mapsOutside({ from, to }) {
  return {
    name: 'maps-outside',
    generateBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file);
      for (const [name, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !name.endsWith('.map')) continue;
        const target = path.join(to, path.relative(from, path.join(outDir, name)));
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, file.source);
        delete bundle[name];
      }
    },
  };
}
