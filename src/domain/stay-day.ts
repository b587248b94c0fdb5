/**
 * The contract between the stay-price source (cached calendar or live pricing service, both
 * reduced by the rules of public-site.md §9) and the stay calendar that shows and selects days.
 * Prices are whole pounds; dates are Europe/London calendar days `YYYY-MM-DD`.
 */

/** The three properties; each has its own stay calendar configuration. */
export type Venue = 'lake' | 'seaside' | 'inn';

/** Why a night cannot be booked as an arrival (or at all). */
export type UnavailableReason = 'sold-out' | 'closed' | 'no-rate';

/** One night on the calendar: the cheapest bookable nightly price and what it came from. */
export interface StayDay {
  /** `YYYY-MM-DD`. */
  readonly date: string;
  /** Cheapest nightly price in whole pounds (floored); null when nothing can be booked. */
  readonly price: number | null;
  /** Rooms left of the cheapest rate's room type (low-availability marker under 5). */
  readonly roomsAvailable: number;
  readonly roomType: string | null;
  readonly rateType: string | null;
  /** The live pricing service's offer code of the cheapest entry (package mode uses it). */
  readonly offer: string | null;
  /** Least nights for an arrival this day (1 when unrestricted). */
  readonly minNights: number;
  /** Most nights for an arrival this day; null when unrestricted. */
  readonly maxNights: number | null;
  /**
   * True when the cheapest rate is a fixed stay: its minimum equals its maximum length (above 1)
   * and its expiry matches the end of that stay, so choosing the day selects the whole range.
   */
  readonly fixedStay: boolean;
  /** Null when bookable; otherwise why not. */
  readonly unavailable: UnavailableReason | null;
}

/** What the calendar knows of one month (`YYYY-MM`) for one query. */
export type MonthPrices =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | { readonly state: 'ready'; readonly days: readonly StayDay[] };

/** Everything that changes the prices shown. */
export interface StayPriceQuery {
  readonly venue: Venue;
  /** Promotional code typed or configured by the page; '' for none. */
  readonly promo: string;
}
