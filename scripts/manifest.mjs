// Writes dist/custom-elements.json from the JSDoc header of every widgets/**/ik-*.element.ts
// (scripts/manifest/build-manifest.mjs), and the /docs/ page generated from it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
// Written only when it changed: npm test builds beside the unit tests, one of which reads this
// committed page, and must never catch it half-written.
const docsPage = path.join(root, 'demo-pages/docs/index.html');
const docs = renderDocsPage(manifest);
if (!existsSync(docsPage) || readFileSync(docsPage, 'utf8') !== docs) writeFileSync(docsPage, docs);
console.log(
  `custom-elements.json and demo-pages/docs/: ${manifest.modules.map((m) => `<${m.declarations[0].tagName}>`).join(' ')}`,
);
