// Writes the package's TypeScript declarations to dist/types/ (after scripts/manifest.mjs):
// innkit.d.ts (element interfaces, HTMLElementTagNameMap, typed ik-* events), react.d.ts
// (React 19 JSX IntrinsicElements) and elements/<tag>.d.ts (each element's own module).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementTypes } from './types/element-types.mjs';
import { eventDeclarations } from './types/event-declarations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'dist/types');
const manifest = JSON.parse(readFileSync(path.join(root, 'dist/custom-elements.json'), 'utf8'));
const events = eventDeclarations(readFileSync(path.join(root, 'src/core/events.ts'), 'utf8'));
const { innkit, react, modules } = elementTypes(manifest, events);

rmSync(out, { recursive: true, force: true });
mkdirSync(path.join(out, 'elements'), { recursive: true });
writeFileSync(path.join(out, 'innkit.d.ts'), innkit);
writeFileSync(path.join(out, 'react.d.ts'), react);
for (const [tag, text] of Object.entries(modules)) {
  writeFileSync(path.join(out, 'elements', `${tag}.d.ts`), text);
}
console.log(`types: dist/types/ (${Object.keys(modules).length} elements, React JSX)`);
