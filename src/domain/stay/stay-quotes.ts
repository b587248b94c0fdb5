import type { BookingVault } from '../rates/booking-vault';
import { addDays } from '../calendar/calendar-day';
import { rateCharge } from '../rates/rate-charge';
import type { RateNight } from '../rates/rate-night';
import type { OfferKind } from '../rooms/room-rate-option';

/** One rate plan's price for a whole stay. */
export interface StayQuote {
  readonly roomType: string;
  readonly rateType: string;
  readonly offerCode: string | null;
  /** The stay's total at the plan's nightly rates, pounds and pence. */
  readonly price: number;
  /** The average nightly rate, pounds and pence. */
  readonly averageRate: number;
  readonly nightlyRates: readonly number[];
  /** Rooms free on every night (the fewest). */
  readonly roomsFree: number;
  /** The promotional offer that applies (booking-engine.md §9), if any. */
  readonly offer: OfferKind | null;
  /** What the guest pays: the offer price when an offer applies, else the price. */
  readonly total: number;
}

/** A night's rates as far as known: undefined while its prices are not loaded. */
export type RateNightsOf = (date: string) => readonly RateNight[] | undefined;

/**
 * The one rule of what a stay costs and whether it can be booked, for the calendars and the
 * booking engine alike (issue 17 item 1). A plan (room type and rate) sells the stay when
 * guests may arrive at it on the first night, the stay is within its minimum and maximum
 * nights (those of the arrival night), and every night of the stay has the plan with a room
 * free; its price is the sum of its nightly rates, and the guest pays that less any offer
 * (src/domain/rates/rate-charge.ts). The rate nights given are those already for sale to the party
 * (src/domain/rates/rate-for-sale.ts). Every selling plan, cheapest first; null when a night of the
 * stay is not loaded yet.
 */
export function stayQuotes(
  arrival: string,
  nights: number,
  nightsOf: RateNightsOf,
  offers: BookingVault['offers'],
): StayQuote[] | null {
  if (nights < 1) return [];
  const stay: (readonly RateNight[])[] = [];
  for (let n = 0; n < nights; n++) {
    const list = nightsOf(n === 0 ? arrival : addDays(arrival, n));
    if (list === undefined) return null;
    stay.push(list);
  }
  const quotes: StayQuote[] = [];
  for (const first of stay[0]!) {
    const quote = planQuote(first, stay, offers);
    if (quote) quotes.push(quote);
  }
  return quotes.sort((a, b) => a.total - b.total);
}

/**
 * One plan's quote for a stay whose nights' rates are `stay` (first night first), starting at
 * its rate night `first`; null when the plan does not sell the stay (the rule above).
 */
export function planQuote(
  first: RateNight,
  stay: readonly (readonly RateNight[])[],
  offers: BookingVault['offers'],
): StayQuote | null {
  const nights = stay.length;
  if (!first.arrivalOpen || first.roomsFree < 1 || nights < 1) return null;
  if (nights < first.minNights || (first.maxNights !== null && nights > first.maxNights)) {
    return null;
  }
  let pence = Math.round(first.rate * 100);
  let roomsFree = first.roomsFree;
  const nightlyRates = [first.rate];
  for (let n = 1; n < nights; n++) {
    const night = stay[n]!.find(
      (r) => r.roomType === first.roomType && r.rateType === first.rateType && r.roomsFree >= 1,
    );
    if (!night) return null;
    pence += Math.round(night.rate * 100);
    roomsFree = Math.min(roomsFree, night.roomsFree);
    nightlyRates.push(night.rate);
  }
  const price = pence / 100;
  const averageRate = Math.round(pence / nights) / 100;
  const option = {
    PMSRoomTypeId: first.roomType,
    PMSRateTypeId: first.rateType,
    Price: price,
    AverageRate: averageRate,
  };
  const charge = rateCharge(option, nights, offers);
  return {
    roomType: first.roomType,
    rateType: first.rateType,
    offerCode: first.offerCode,
    price,
    averageRate,
    nightlyRates,
    roomsFree,
    offer: charge.offer,
    total: charge.total,
  };
}
