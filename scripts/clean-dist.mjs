// Empties dist/ and dist-maps/ before a build, so no chunk or map of an earlier build lingers to
// be served or measured.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

for (const dir of ['../dist', '../dist-maps'])
  rmSync(fileURLToPath(new URL(dir, import.meta.url)), { recursive: true, force: true });
