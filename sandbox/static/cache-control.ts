/** Chunks whose file name carries rollup's content hash (`chunks/preact-Foo-AbC123_x.js`). */
const HASHED_CHUNK = /^chunks\/[\w.-]+-[\w-]{8}\.js(\.map)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a file of the bundle, by its path below dist/: a content-hashed chunk
 * never changes under its name, so a browser or CDN keeps it a year without asking again; the
 * loader, the entries (named by tag), the themes and everything else are revalidated on every
 * use, so that a new build is seen at once.
 */
export function bundleCacheControl(pathInDist: string): string {
  return HASHED_CHUNK.test(pathInDist) ? IMMUTABLE : REVALIDATE;
}
