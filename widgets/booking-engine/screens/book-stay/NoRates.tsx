import type { BookStaySearch } from '../../../../src/domain/book-stay-search';
import { bookStayPath } from '../../../../src/domain/book-stay-search';
import { Card } from '../../../../src/ui/Card';

/**
 * No rates (booking-engine.md §8): the alternative venue's search (lake ↔ inn) the first
 * time; when the guest has already come from it, "Please modify your search.".
 */
export function NoRates({
  search,
  base,
  tried,
  accessible = false,
}: {
  search: BookStaySearch;
  base: string;
  tried: boolean;
  /** The "Accessible rooms" filter, kept on the other venue's search. */
  accessible?: boolean;
}) {
  const other = search.venue === 'inn' ? 'lake' : 'inn';
  const filter = accessible ? '&accessible=1' : '';
  const href = `${base}${bookStayPath({ ...search, location: other })}?alt=1${filter}`;
  return (
    <div role="status">
      <Card as="div" part="no-rates">
        <p>Sorry, no rates are available for this day.</p>
        {tried ? (
          <p>Please modify your search.</p>
        ) : (
          <p>
            <a href={href}>{other === 'inn' ? 'See rooms at The Inn' : 'See rooms at The Lake'}</a>
          </p>
        )}
      </Card>
    </div>
  );
}
