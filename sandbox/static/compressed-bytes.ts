import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Where every sandbox on this machine keeps what it compressed (git ignores `.cache/`). */
export const COMPRESSED_DIR = fileURLToPath(new URL('../../.cache/compressed/', import.meta.url));

const MAX_ENTRIES = 500;

function compress(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipAsync(body, { level: 9 });
}

/**
 * Compressed bytes, made once per content and kept, as a CDN keeps them: in memory for this
 * process, and on disk in `dir` under the content's SHA-256 for every other sandbox. Brotli at
 * quality 11 costs the build's files about 2 s of CPU, and `npm test` starts a sandbox for each
 * journey file and each batch of browser tests: they now compress a file once between them.
 * A disk entry is written to a file of its own and renamed into place, so a reader never sees
 * half of one; a folder that cannot be written only costs the compression again.
 */
export function compressedStore(dir: string) {
  const memory = new Map<string, Promise<Uint8Array>>();

  async function fromDiskOrCompress(key: string, body: Uint8Array, encoding: Encoding) {
    const file = path.join(dir, key);
    const kept = await readFile(file).catch(() => null);
    if (kept) return new Uint8Array(kept);
    const bytes = await compress(body, encoding);
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await mkdir(dir, { recursive: true })
      .then(() => writeFile(partial, bytes))
      .then(() => rename(partial, file))
      .catch(() => undefined);
    return bytes;
  }

  /** `body` in `encoding`. */
  return function compressedBytes(body: Uint8Array, encoding: Encoding): Promise<Uint8Array> {
    const key = `${createHash('sha256').update(body).digest('base64url')}.${encoding}`;
    let bytes = memory.get(key);
    if (!bytes) {
      bytes = fromDiskOrCompress(key, body, encoding);
      bytes.catch(() => memory.delete(key));
      if (memory.size >= MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
      memory.set(key, bytes);
    }
    return bytes;
  };
}

/** The sandbox's store: `.cache/compressed/` in the project. */
export const compressedBytes = compressedStore(COMPRESSED_DIR);
