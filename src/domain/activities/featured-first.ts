/** The `?featured=` query of /special-events: space-separated class ids (a `+` is a space). */
export function parseFeatured(query: string | null | undefined): string[] {
  if (!query) return [];
  const ids = query
    .replace(/\+/g, ' ')
    .split(/\s+/)
    .filter((id) => /^[\w-]{1,32}$/.test(id));
  return [...new Set(ids)];
}

/** Featured classes first, in the order the query names them; the rest keep their order. */
export function featuredFirst<T extends { SpaClassId: string }>(
  classes: readonly T[],
  featured: readonly string[],
): T[] {
  const rank = (c: T) => {
    const index = featured.indexOf(c.SpaClassId);
    return index === -1 ? featured.length : index;
  };
  return classes
    .map((c, order) => ({ c, order }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.order - b.order)
    .map(({ c }) => c);
}
