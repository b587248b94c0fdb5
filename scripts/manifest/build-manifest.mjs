// The custom-elements manifest of every widgets/**/ik-*.element.ts, in memory: written to
// dist/custom-elements.json by scripts/manifest.mjs, read by the docs page and its tests.
// Each module is named by the file that ships it (dist/<tag>.js, which exports the class and
// defines the tag when imported), not by its TypeScript source, which is not in the package.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { readConfigAttributes } from './config-attributes.mjs';
import { parseElementDoc } from './parse-element-doc.mjs';

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

export function buildManifest(root) {
  const config = readConfigAttributes(root);
  const modules = filesUnder(path.join(root, 'widgets'))
    .filter((f) => /ik-[a-z-]+\.element\.ts$/.test(f))
    .sort()
    .map((f) => {
      const tag = /(ik-[a-z-]+)\.element\.ts$/.exec(f)[1];
      return parseElementDoc(readFileSync(f, 'utf8'), `dist/${tag}.js`, {
        ...config,
        sourcePath: path.relative(root, f),
      });
    });
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}
