import type { ReactNode } from 'react';
import { bookStayPath } from '../../../../src/domain/stay/book-stay-path';
import type { StaySearch } from '../../../../src/domain/stay/stay-search';
import type { BookStayQuery } from '../../../../src/domain/stay/book-stay-query';
import { bookStayQueryString } from '../../../../src/domain/stay/book-stay-query';
import { Card } from '../../../../src/ui/Card';

/**
 * No rates (booking-engine.md §8): first the nearby dates that have rooms (issue 36 §3,
 * `nearby`), then the alternative venue's search (lake ↔ inn) the first time, keeping the
 * promo code and the "Accessible rooms" filter; when the guest has already come from it,
 * "Please modify your search.". The words are said as they appear; the nearby dates, which
 * come later, are announced by their store, not read out whole by a live region.
 */
export function NoRates({
  search,
  base,
  tried,
  query,
  nearby,
}: {
  search: StaySearch;
  base: string;
  tried: boolean;
  /** The search's promo code and filter, kept on the other venue's search. */
  query: BookStayQuery;
  /** The nearby dates, between the two lines. */
  nearby?: ReactNode;
}) {
  const other = search.venue === 'inn' ? 'lake' : 'inn';
  const path = bookStayPath({ ...search, location: other });
  const href = `${base}${path}${bookStayQueryString({ ...query, alt: true })}`;
  return (
    <Card as="div" part="no-rates">
      <p role="status">Sorry, no rates are available for this day.</p>
      {nearby}
      {tried ? (
        <p role="status">Please modify your search.</p>
      ) : (
        <p>
          <a href={href}>{other === 'inn' ? 'See rooms at The Inn' : 'See rooms at The Lake'}</a>
        </p>
      )}
    </Card>
  );
}
