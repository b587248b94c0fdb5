import { computed, onMount, type ReadableAtom } from 'nanostores';
import { announce } from '../../core/announce';
import { today as todayOf } from '../../core/clock';
import { calendarDays } from '../../domain/calendar/calendar-days';
import { type NearbyStay, nearbyMonths, nearbyStays } from '../../domain/stay/nearby-stays';
import { nearbyStaysText } from '../../domain/text/nearby-stays-text';
import type { StaySearch } from '../../domain/stay/stay-search';
import { loadStayMonths, retryStayMonth, stayMonth } from '../stay-prices';

export type NearbyState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly stays: readonly NearbyStay[] }
  | { readonly status: 'failed'; readonly message: string };

interface NearbyQuery {
  readonly search: Pick<StaySearch, 'venue' | 'arrival' | 'nights' | 'adults' | 'children'>;
  readonly promo: string;
}

const stores = new Map<string, ReadableAtom<NearbyState>>();
const keyOf = ({ search, promo }: NearbyQuery) =>
  [search.venue, search.arrival, search.nights, search.adults, search.children, promo].join('|');
const monthsOf = ({ search }: NearbyQuery) =>
  nearbyMonths(search.arrival, search.nights, todayOf());

/**
 * The nearest bookable stays before and after a search with nothing free (issue 36 §3), from
 * the page's one month cache of the price calendar (src/stores/stay-prices.ts: the answers of
 * the cached calendar and the pricing service, validated there), so the stays offered are the
 * calendar's and their totals the engine's. Loading until every month needed is in; a month
 * that failed makes it `failed` in plain words (nothing of the search is lost). What was found
 * is said once by the page's announcer.
 */
export function nearbyStaysOf(query: NearbyQuery): ReadableAtom<NearbyState> {
  const key = keyOf(query);
  const known = stores.get(key);
  if (known) return known;
  const priceQuery = { venue: query.search.venue, promo: query.promo };
  const months = monthsOf(query).map((month) => stayMonth(priceQuery, month));
  const guests = query.search.adults + query.search.children;
  const store = computed(months, (...loaded): NearbyState => {
    const failed = loaded.find((m) => m.state === 'failed');
    if (failed) return { status: 'failed', message: failed.message };
    if (loaded.some((m) => m.state === 'loading')) return { status: 'loading' };
    const dayOf = calendarDays(loaded, guests);
    const { arrival, nights } = query.search;
    return { status: 'ready', stays: nearbyStays(arrival, nights, dayOf, todayOf()) };
  });
  let said = '';
  onMount(store, () => {
    loadStayMonths(priceQuery, monthsOf(query));
    return store.subscribe((state) => {
      const text = state.status === 'ready' ? nearbyStaysText(state.stays.length) : '';
      if (text && text !== said) announce(text);
      said = text;
    });
  });
  stores.set(key, store);
  return store;
}

/** Ask again for the months that failed. */
export function retryNearbyStays(query: NearbyQuery): void {
  const priceQuery = { venue: query.search.venue, promo: query.promo };
  for (const month of monthsOf(query)) retryStayMonth(priceQuery, month);
}
