// Publishes the contract of booking-engine.md §7 as JSON Schema (draft 2020-12), generated from
// the valibot schemas the engine types its payloads by and the sandbox parses them with
// (src/schemas/contract/calls.ts): dist/contract/<call>.json, one per call, and
// dist/contract/index.json listing them. The hotel's back-end team checks its proxy against it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { contractDocuments } = await tsImport(
  '../src/schemas/contract/json-schema.ts',
  import.meta.url,
);

const outDir = path.join(root, 'dist/contract');
mkdirSync(outDir, { recursive: true });
const { index, documents } = contractDocuments();
for (const [file, document] of Object.entries(documents)) {
  writeFileSync(path.join(outDir, file), `${JSON.stringify(document, null, 2)}\n`);
}
writeFileSync(path.join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(
  `contract: ${index.calls.length} calls, ${index.calls.filter((c) => c.answerSchema).length} answers in dist/contract/`,
);
