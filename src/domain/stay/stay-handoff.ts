import { bookStayPath } from './book-stay-path';
import { externalHandoff } from './external-handoff';
import type { Handoff, HandoffSettings } from './handoff-settings';
import { isSafeNavigation } from '../safety/safe-url';
import type { StaySearch } from './stay-search';

/**
 * Where "Check availability" goes (public-site.md §2): the external booking engine when the
 * venue's hand-off rule says so (`externalHandoff`); otherwise the same tab goes to Book your
 * Stay under `bookBase` (`bookStayPath`), with an optional `?promo=`.
 */
export function stayHandoff(search: StaySearch, promo: string, settings: HandoffSettings): Handoff {
  const external = externalHandoff(search, settings);
  if (external) return external;
  const bookBase = isSafeNavigation(settings.bookBase) ? settings.bookBase : '/the-lake/book';
  const book = bookBase.replace(/\/+$/, '');
  const query = promo ? `?promo=${encodeURIComponent(promo)}` : '';
  return { url: `${book}${bookStayPath(search)}${query}`, target: '_self', external: false };
}
