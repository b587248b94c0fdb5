import { readFile, realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { contentTypeFor } from './content-type';

async function isFileInside(baseDir: string, file: string): Promise<boolean> {
  try {
    const [realBase, realFile] = await Promise.all([realpath(baseDir), realpath(file)]);
    return realFile.startsWith(realBase + sep) && (await stat(realFile)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file as a response (right Content-Type, revalidated on every use), or null when it is
 * not a regular file that really lies inside `baseDir` (symbolic links included).
 */
export async function fileResponse(baseDir: string, file: string): Promise<Response | null> {
  if (!(await isFileInside(resolve(baseDir), file))) return null;
  const body = await readFile(file);
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': contentTypeFor(file),
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'no-cache',
    },
  });
}

/** True when `dir` is a folder holding an index.html. */
export async function hasIndexPage(dir: string): Promise<boolean> {
  try {
    return (await stat(resolve(dir, 'index.html'))).isFile();
  } catch {
    return false;
  }
}
