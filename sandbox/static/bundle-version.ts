import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package's version (package.json), the name of the bundle's versioned folder. */
export function bundleVersion(rootDir: string): string {
  try {
    const { version } = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' ? version : '';
  } catch {
    return ''; // no package.json: no versioned folder
  }
}

/**
 * A path below `/innkit/` as a file below dist/: `0.1.0/innkit.js` (the versioned folder a CDN
 * serves, issue 21 item 3) and `innkit.js` (the unversioned address pages already use) are the
 * same file. Only the package's own version is a folder; another version is not found.
 */
export function pathInBundle(
  requested: string,
  version: string,
): { path: string; versioned: boolean } {
  const prefix = `${version}/`;
  return version && requested.startsWith(prefix)
    ? { path: requested.slice(prefix.length), versioned: true }
    : { path: requested, versioned: false };
}
