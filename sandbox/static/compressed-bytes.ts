import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from './negotiate-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Types worth compressing: text, scripts, JSON, SVG (images and fonts are compressed already). */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/.test(
    contentType,
  );
}

const MAX_ENTRIES = 500;
const cache = new Map<string, Promise<Uint8Array>>();

/**
 * The file's bytes in `encoding`, compressed once per version of the file (path, size and
 * modification time) and kept, as a CDN keeps them: brotli at quality 11 and gzip at level 9
 * cost a build-sized file some milliseconds the first time and nothing after.
 */
export function compressedBytes(
  file: string,
  version: string,
  body: Uint8Array,
  encoding: Encoding,
): Promise<Uint8Array> {
  const key = `${encoding}\0${file}\0${version}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipAsync(body, { level: 9 });
    bytes.catch(() => cache.delete(key));
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, bytes);
  }
  return bytes;
}
