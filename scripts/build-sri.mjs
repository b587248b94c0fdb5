// Writes dist/sri.json: the Subresource Integrity hash (sha384) of the loader and each theme,
// for the versioned folder a CDN serves (`/innkit/<version>/…`, issue 21 item 3), so a host page
// can pin exactly the files it was tested with:
//   <script type="module" crossorigin src="https://cdn…/innkit/<version>/innkit.js"
//           integrity="<files['innkit.js']>"></script>
// The chunks the loader imports are content-hashed (chunks/<name>-<hash>.js): their names pin
// their bytes.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

export const integrityOf = (bytes) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

const files = [
  'innkit.js',
  ...readdirSync(path.join(dist, 'themes'))
    .filter((f) => f.endsWith('.css'))
    .sort()
    .map((f) => `themes/${f}`),
];
const manifest = {
  version,
  base: `/innkit/${version}/`,
  files: Object.fromEntries(files.map((f) => [f, integrityOf(readFileSync(path.join(dist, f)))])),
};
writeFileSync(path.join(dist, 'sri.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`sri.json: ${files.length} files for /innkit/${version}/`);
