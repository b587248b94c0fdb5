import type { StaySearch } from './stay-search';

/** GA4's recommended `search` event for a stay search (public-site.md §7: pushed on room search). */
export interface StaySearchEvent {
  readonly event: 'search';
  readonly search_term: string;
  readonly venue: string;
  readonly arrival_date: string;
  readonly departure_date: string;
  readonly nights: number;
  readonly adults: number;
  readonly children: number;
  readonly infants: number;
  readonly promo_code: string;
  readonly location: string;
  [key: string]: unknown;
}

/** The analytics payload of a stay search. */
export function staySearchEvent(search: StaySearch, promo: string): StaySearchEvent {
  const { departure } = search;
  return {
    event: 'search',
    search_term: `${search.venue} ${search.arrival} to ${departure}`,
    venue: search.venue,
    arrival_date: search.arrival,
    departure_date: departure,
    nights: search.nights,
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    promo_code: promo,
    location: search.location,
  };
}
