import { resolve, sep } from 'node:path';

/**
 * Maps a raw (still percent-encoded) URL path below a folder to a file path inside it, or
 * null when it would leave the folder, names a hidden file, or is malformed.
 */
export function resolveInside(baseDir: string, rawUrlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawUrlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const base = resolve(baseDir);
  const target = resolve(base, ...segments);
  return target === base || target.startsWith(base + sep) ? target : null;
}
