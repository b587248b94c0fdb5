import { BOOKING_VAULT } from '../../src/domain/rates/booking-vault';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { dayRange } from '../../src/domain/calendar/day-range';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { rateCharge } from '../../src/domain/rates/rate-charge';
import type { RateAudience } from '../../src/domain/rates/booking-vault';
import type { StayChange } from '../db/amendments-repo';
import type { Repos } from '../db/repos';
import type { StayHoldRow } from '../db/rows';
import { stayRates } from '../stay/stay-rates';

/** Thrown to roll a trial back: what was worked out inside it is kept, nothing it changed. */
class Trial extends Error {}

/**
 * The price of a booked room moved to `change`, by the rules of a new booking (the rate the
 * guest would be offered on `/rs/get-rates`, the offer price `/rs/book-pms` would charge), with
 * the guest's own room not counted against them: it is given up for the change. Null when the
 * room and rate are not for sale to that party on those nights (full, too many guests, a
 * night the plan does not sell). Run in the caller's transaction; changes nothing.
 */
export function repriceStay(
  repos: Repos,
  hold: StayHoldRow,
  change: StayChange,
  audiences: readonly RateAudience[],
  now: number,
): number | null {
  let priceMinor: number | null = null;
  try {
    repos.folios.transaction(() => {
      repos.stayInventory.releaseBooked(hold.id);
      const rate = stayRates(
        repos.stayInventory,
        {
          venue: hold.venue,
          arrival: change.arrival,
          departure: change.departure,
          adults: change.adults,
          children: change.children,
          promo: '',
          audiences,
        },
        now,
      ).find((r) => r.PMSRoomTypeId === hold.room_type && r.PMSRateTypeId === hold.rate_type);
      if (rate && rate.NumRoomsAvail >= hold.rooms) {
        const nights = nightsBetween(change.arrival, change.departure);
        priceMinor = Math.round(rateCharge(rate, nights, BOOKING_VAULT.offers).total * 100);
      }
      throw new Trial();
    });
  } catch (error) {
    if (!(error instanceof Trial)) throw error;
  }
  return priceMinor;
}

/** The nights of `change` that the booked stay does not already cover: before it, after it. */
export function extraNights(hold: StayHoldRow, change: StayChange): [string, string][] {
  const spans: [string, string][] = [];
  if (change.arrival < hold.arrival) {
    spans.push([change.arrival, change.departure < hold.arrival ? change.departure : hold.arrival]);
  }
  const from = change.arrival > hold.departure ? change.arrival : hold.departure;
  if (change.departure > from) spans.push([from, change.departure]);
  return spans;
}

/**
 * True when every night of `change` has the booked stay's rooms free, its own nights counted
 * as its own. Run in the transaction that then moves it (moveBooked).
 */
export function freeForMove(
  repos: Repos,
  hold: StayHoldRow,
  change: StayChange,
  now: number,
): boolean {
  const lastNight = addDays(change.departure, -1);
  const free = repos.stayInventory
    .roomsFree(hold.venue, change.arrival, lastNight, now)
    .get(hold.room_type);
  if (!free) return false;
  return dayRange(change.arrival, lastNight).every((date) => {
    const own = hold.arrival <= date && hold.departure > date ? hold.rooms : 0;
    return (free.get(date) ?? 0) + own >= hold.rooms;
  });
}
