export type Encoding = 'br' | 'gzip';

/** The q-value of each coding named in an Accept-Encoding header (`*` included). */
function qualities(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    found.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  return found;
}

/**
 * The coding to answer with for an Accept-Encoding header: brotli when the client takes it,
 * else gzip, else none (null). A coding refused with `q=0` is never chosen; `*` stands for the
 * codings the header does not name; of two accepted, the higher q wins, brotli on a tie.
 */
export function negotiateEncoding(header: string | null | undefined): Encoding | null {
  if (!header) return null;
  const q = qualities(header);
  const wildcard = q.get('*') ?? 0;
  const of = (name: Encoding) => q.get(name) ?? wildcard;
  const br = of('br');
  const gzip = of('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
