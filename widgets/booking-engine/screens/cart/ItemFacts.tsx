import { cartItemWhen as when } from '../../../../src/domain/cart-item-when';
import { guestsText } from '../../../../src/domain/guests-text';
import type { WebFolioItem } from '../../../../src/schemas/cart';

/** The facts of a cart item: dates, nights, guests (Youth as babies), place, rate, recipient. */
export function ItemFacts({ item }: { item: WebFolioItem }) {
  const facts: [string, string | null][] = [
    ['Dates', when(item)],
    ['Nights', item.Nights ? String(item.Nights) : null],
    ['Guests', guestsText(item) || null],
    // A table is held, not booked, until checkout (booking-engine.md §2 Dining).
    ['Status', item.Category === 'Dining' ? 'Holding' : null],
    ['Where', item.Location],
    ['Rate', item.RateDetails],
    ['For', item.CustomerName],
    ['Your request', item.GuestRequest],
  ];
  return (
    <dl className="facts">
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
