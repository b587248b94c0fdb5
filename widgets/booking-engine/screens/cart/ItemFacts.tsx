import { cartItemWhen as when } from '../../../../src/domain/cart/cart-item-when';
import { GIFT_CARD_VALIDITY } from '../../../../src/domain/gift-cards/gift-card-validity';
import { guestsText } from '../../../../src/domain/text/guests-text';
import type { WebFolioItem } from '../../../../src/schemas/cart';
import { FactList } from '../../../../src/ui/FactList';

/**
 * The facts of a cart item: dates, nights, guests (Youth as babies), place, rate, recipient;
 * a gift card's delivery, message and validity (24 months from purchase).
 */
export function ItemFacts({ item }: { item: WebFolioItem }) {
  // A gift card (Retail): its recipient, how it travels, the message and how long it lasts.
  const gift = item.Category === 'Retail';
  const facts: [string, string | null][] = [
    ['Dates', when(item)],
    ['Nights', item.Nights ? String(item.Nights) : null],
    ['Guests', guestsText(item) || null],
    // A table is held, not booked, until checkout (booking-engine.md §2 Dining).
    ['Status', item.Category === 'Dining' ? 'Holding' : null],
    ['Where', item.Location],
    [gift ? 'Delivery' : 'Rate', item.RateDetails],
    ['For', item.CustomerName],
    [gift ? 'Message' : 'Your request', item.GuestRequest],
    ['Valid', gift ? GIFT_CARD_VALIDITY : null],
  ];
  return <FactList facts={facts.map(([label, value]) => ({ label, value }))} />;
}
