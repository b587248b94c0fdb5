import { readFile, realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { compressedBytes, isCompressible } from './compressed-bytes';
import { contentTypeFor } from './content-type';
import { negotiateEncoding } from './negotiate-encoding';

/** How to answer with a file: its caching, and the request's negotiation headers. */
export interface FileResponseOptions {
  /** Cache-Control (default `no-cache`: revalidated on every use). */
  cacheControl?: string;
  /** The request's Accept-Encoding: brotli or gzip when it takes them. */
  acceptEncoding?: string | null;
  /** The request's If-None-Match: a 304 when it names the file's current version. */
  ifNoneMatch?: string | null;
  /** False: send the bytes as they are (a page a later step must read as text). */
  compress?: boolean;
  /**
   * An HTML file's words changed before sending (a demo page's dates): `text` answers the new
   * text, or null to send the file as it is; `key` names the variant (it joins the ETag and
   * the compression cache, so each variant has its own version).
   */
  rewrite?: { key: string; text: (text: string) => string | null };
}

async function regularFileInside(baseDir: string, file: string) {
  try {
    const [realBase, realFile] = await Promise.all([realpath(baseDir), realpath(file)]);
    if (!realFile.startsWith(realBase + sep)) return null;
    const stats = await stat(realFile);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

function matches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/**
 * The file as a response, as a CDN serves it: the right Content-Type, the given Cache-Control,
 * an ETag (a 304 when the browser already holds this version), and text compressed with
 * brotli or gzip when the request accepts it (`Vary: Accept-Encoding`). Null when it is not a
 * regular file that really lies inside `baseDir` (symbolic links included).
 */
export async function fileResponse(
  baseDir: string,
  file: string,
  options: FileResponseOptions = {},
): Promise<Response | null> {
  const stats = await regularFileInside(resolve(baseDir), file);
  if (!stats) return null;
  const variant = options.rewrite ? `-${options.rewrite.key}` : '';
  const version = `${stats.size.toString(36)}-${Math.trunc(stats.mtimeMs).toString(36)}${variant}`;
  const contentType = contentTypeFor(file);
  const compressible = options.compress !== false && isCompressible(contentType);
  const encoding = compressible ? negotiateEncoding(options.acceptEncoding) : null;
  const etag = `W/"${version}${encoding ? `-${encoding}` : ''}"`;
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': options.cacheControl ?? 'no-cache',
    ETag: etag,
  });
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  if (matches(options.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });

  const bytes = await readFile(file);
  const rewritten =
    options.rewrite && contentType.startsWith('text/html')
      ? options.rewrite.text(bytes.toString('utf8'))
      : null;
  const raw = rewritten === null ? bytes : Buffer.from(rewritten, 'utf8');
  const body = encoding ? await compressedBytes(raw, encoding) : raw;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(new Uint8Array(body), { headers });
}

/** True when `dir` is a folder holding an index.html. */
export async function hasIndexPage(dir: string): Promise<boolean> {
  try {
    return (await stat(resolve(dir, 'index.html'))).isFile();
  } catch {
    return false;
  }
}
