import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressedStore } from './compressed-bytes';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'innkit-compressed-'));
  dirs.push(dir);
  return path.join(dir, 'nested');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const body = new TextEncoder().encode('export const hello = "lake";\n'.repeat(200));

describe('compressed bytes', () => {
  it('compresses with brotli and gzip, and the bytes come back whole', async () => {
    const store = compressedStore(freshDir());
    expect(Buffer.from(brotliDecompressSync(await store(body, 'br')))).toEqual(Buffer.from(body));
    expect(Buffer.from(gunzipSync(await store(body, 'gzip')))).toEqual(Buffer.from(body));
  });

  it('keeps each content once on disk, and another sandbox reads it from there', async () => {
    const dir = freshDir();
    const first = await compressedStore(dir)(body, 'br');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[\w-]{43}\.br$/);
    // What a second process finds on disk is what it serves, without compressing again.
    writeFileSync(path.join(dir, files[0]!), 'kept');
    const second = await compressedStore(dir)(body, 'br');
    expect(Buffer.from(second).toString()).toBe('kept');
    expect(first.byteLength).toBeLessThan(body.byteLength / 10);
  });

  it('tells contents apart, and encodings of one content', async () => {
    const dir = freshDir();
    const store = compressedStore(dir);
    await store(body, 'br');
    await store(body, 'gzip');
    await store(new TextEncoder().encode('another file'), 'br');
    expect(readdirSync(dir).sort()).toHaveLength(3);
  });

  it('still answers when its folder cannot be written', async () => {
    const parent = freshDir();
    writeFileSync(parent, 'a file where a folder should be');
    const bytes = await compressedStore(path.join(parent, 'compressed'))(body, 'gzip');
    expect(Buffer.from(gunzipSync(bytes))).toEqual(Buffer.from(body));
  });
});
