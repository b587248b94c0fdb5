// Writes dist/custom-elements.json from the JSDoc header of every widgets/**/ik-*.element.ts.
// Each module is named by the file that ships it (dist/<tag>.js, which exports the class and
// defines the tag when imported), not by its TypeScript source, which is not in the package.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfigAttributes } from './manifest/config-attributes.mjs';
import { parseElementDoc } from './manifest/parse-element-doc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

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
mkdirSync(path.join(root, 'dist'), { recursive: true });
writeFileSync(
  path.join(root, 'dist/custom-elements.json'),
  `${JSON.stringify({ schemaVersion: '2.1.0', readme: 'README.md', modules }, null, 2)}\n`,
);
console.log(
  `custom-elements.json: ${modules.map((m) => `<${m.declarations[0].tagName}>`).join(' ')}`,
);
