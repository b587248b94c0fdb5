import type { StaySearch } from './stay-search';

/** What makes two Book your Stay searches the same search: asked for once, answered once. */
export function bookStayKey(search: StaySearch, promo: string): string {
  const { venue, arrival, departure, adults, children, infants } = search;
  return [venue, arrival, departure, adults, children, infants, promo].join('|');
}
