/** The query of a Book your Stay address: the promo code and the "Accessible rooms" filter. */
export interface BookStayQuery {
  /** Promotional code ('' for none). */
  promo: string;
  /** Only rooms with accessibility features (`?accessible=1`). */
  accessible: boolean;
}

/** Read `?promo=…&accessible=1` (anything but `1` leaves the filter off). */
export function readBookStayQuery(query: Readonly<Record<string, string>>): BookStayQuery {
  return { promo: query.promo ?? '', accessible: query.accessible === '1' };
}

/**
 * The query string of a search, `?promo=WELCOME&accessible=1`, or '' for none; `alt` marks the
 * other venue's search offered when this one had no rates (`?alt=1…`, offered only once).
 */
export function bookStayQueryString(query: BookStayQuery & { alt?: boolean }): string {
  const parts = [
    ...(query.alt ? ['alt=1'] : []),
    ...(query.promo ? [`promo=${encodeURIComponent(query.promo)}`] : []),
    ...(query.accessible ? ['accessible=1'] : []),
  ];
  return parts.length ? `?${parts.join('&')}` : '';
}
