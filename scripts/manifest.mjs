// Writes dist/custom-elements.json from the JSDoc header of every widgets/**/ik-*.element.ts
// (scripts/manifest/build-manifest.mjs), and the /docs/ page generated from it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderDocsPage } from './docs/render-docs-page.mjs';
import { buildManifest } from './manifest/build-manifest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = buildManifest(root);
mkdirSync(path.join(root, 'dist'), { recursive: true });
writeFileSync(
  path.join(root, 'dist/custom-elements.json'),
  `${JSON.stringify(manifest, null, 2)}\n`,
);
writeFileSync(path.join(root, 'demo-pages/docs/index.html'), renderDocsPage(manifest));
console.log(
  `custom-elements.json and demo-pages/docs/: ${manifest.modules.map((m) => `<${m.declarations[0].tagName}>`).join(' ')}`,
);
