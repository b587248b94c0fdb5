// Empties dist/ before a build, so no chunk of an earlier build lingers to be served or measured.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

rmSync(fileURLToPath(new URL('../dist', import.meta.url)), { recursive: true, force: true });
