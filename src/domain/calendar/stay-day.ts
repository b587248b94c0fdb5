import type { RateNight } from '../rates/rate-night';

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
  /**
   * The night's rates for sale to the party (src/domain/rates/rate-for-sale.ts), from which a stay
   * running through this night is priced (src/domain/stay/stay-quotes.ts).
   */
  readonly rates: readonly RateNight[];
}

/**
 * What the calendar knows of one month (`YYYY-MM`) for one query: when ready, every date of
 * the month and the rate nights of each (none: nothing to sell that night). The calendar turns
 * them into days for its party (src/domain/calendar/arrival-day.ts).
 */
export type MonthPrices =
  | { readonly state: 'loading' }
  | { readonly state: 'failed'; readonly message: string }
  | {
      readonly state: 'ready';
      readonly dates: readonly string[];
      readonly nights: readonly RateNight[];
    };

/** Everything that changes the prices shown. */
export interface StayPriceQuery {
  readonly venue: Venue;
  /** Promotional code typed or configured by the page; '' for none. */
  readonly promo: string;
}

/** Where a night's price comes from (src/domain/calendar/price-source.ts decides per date and venue). */
export type PriceSource = 'cached' | 'live';

/**
 * One rate of the lake's cached calendar for one date (public-site.md §3 "cached rate record",
 * booking-engine.md §3 "cached calendar day"), as the schema hands it over: dates `YYYY-MM-DD`,
 * `AvailMonSun` seven flags Monday to Sunday ('N' closes that weekday to arrivals).
 */
export interface CachedRate {
  readonly RoomType: string;
  readonly RateType: string;
  readonly NumRoomsAvail: number;
  readonly AvailMonSun: string;
  readonly MaxOccupancy: number;
  readonly DoubleRate: number;
  /** Least nights; 0 or 1 when unrestricted. */
  readonly MinLength: number;
  /** Most nights; 0 when unrestricted. */
  readonly MaxLength: number;
  readonly BeginDate: string;
  readonly ExpireDate: string;
}

/** One date of `POST /api/cached/calendar`. */
export interface CachedCalendarDay {
  readonly date: string;
  /** Rooms free that night, all room types together. */
  readonly rooms: number;
  readonly rates: readonly CachedRate[];
}

/** One entry of the live pricing service's `cheapest_rates`. */
export interface LiveRate {
  readonly date: string;
  /** Nightly price in pounds. */
  readonly rate: number;
  readonly room_type: string;
  /** Offer code the price belongs to; '' or null for none. */
  readonly offer: string | null;
  /** Rooms available. */
  readonly available: number;
  /** Closed to arrivals that night. */
  readonly closed: boolean;
  /** The rate plan's rate type, min and max nights, and the guests its room sleeps (optional). */
  readonly rate_type?: string | undefined;
  readonly min_length?: number | undefined;
  readonly max_length?: number | undefined;
  readonly max_occupancy?: number | undefined;
}
