// Writes the accessibility statement from docs/accessibility/criteria.json: the demo page
// demo-pages/accessibility/index.html and docs/accessibility/statement.md (between its markers).
// Each is written only when it changed (npm test builds beside the unit test that reads them).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { statementFiles } from './statement-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = await statementFiles(root);
for (const [file, text] of Object.entries(files)) {
  const at = path.join(root, file);
  if (!existsSync(at) || readFileSync(at, 'utf8') !== text) writeFileSync(at, text);
}
console.log(`accessibility statement: ${Object.keys(files).join(', ')}`);
