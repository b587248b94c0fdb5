import type { WebFolioItem } from '../../schemas/cart';
import type { MyDining } from '../../schemas/my-bookings';
import { type Meal, isMealTime } from './meal-times';

export interface BlockTable {
  key: string;
  venue: string;
  time: string;
  party: number;
  requests: string | null;
  reference: string;
  /** Held in the cart until checkout (removable), or booked. */
  state: 'holding' | 'booked';
  /** The cart line of a held table. */
  item: WebFolioItem | null;
}

/** The tables of one meal on one day: held in the cart, then booked, each by time. */
export function blockTables(
  day: string,
  meal: Meal,
  cart: readonly WebFolioItem[],
  booked: readonly MyDining[],
): BlockTable[] {
  const held = cart
    .filter((item) => item.Category === 'Dining' && (item.StartDate ?? '').slice(0, 10) === day)
    .filter((item) => isMealTime(meal, item.StartDate ?? ''))
    .map((item): BlockTable => ({
      key: `held-${item.FolioItemId}`,
      venue: item.Location ?? item.Details,
      time: (item.StartDate ?? '').slice(11, 16),
      party: item.Adults ?? 0,
      requests: item.GuestRequest,
      reference: item.FolioId,
      state: 'holding',
      item,
    }));
  const mine = booked
    .filter((d) => d.date === day && isMealTime(meal, d.start))
    .map((d): BlockTable => ({
      key: `booked-${d.Reference}`,
      venue: d.DiningVenue,
      time: d.start,
      party: d.PartySize,
      requests: null,
      reference: d.Reference,
      state: 'booked',
      item: null,
    }));
  const byTime = (a: BlockTable, b: BlockTable) => a.time.localeCompare(b.time);
  return [...held.sort(byTime), ...mine.sort(byTime)];
}
