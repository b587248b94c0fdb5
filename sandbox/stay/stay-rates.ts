import { BOOKING_VAULT, type RateAudience } from '../../src/domain/rates/booking-vault';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { nightsBetween } from '../../src/domain/stay/nights-between';
import { offerCodesFor } from '../../src/domain/rates/offer-codes';
import {
  NO_ACCESSIBILITY,
  type RoomAccessibility,
} from '../../src/domain/rooms/room-accessibility';
import { isRateForSale } from '../../src/domain/rates/rate-for-sale';
import { planKey, type RateNight } from '../../src/domain/rates/rate-night';
import type { Venue } from '../../src/domain/calendar/stay-day';
import { stayQuotes } from '../../src/domain/stay/stay-quotes';
import { VENUE_DEFAULTS } from '../../src/domain/routes/venue-config';
import type { RoomRateOptionAnswer } from '../../src/schemas/rates';
import type { StayInventoryRepo } from '../db/stay-inventory-repo';
import { type PlanNight, planNights } from './plan-nights';
import { rateNightOf } from './rate-night-of';
import { roomInfo } from './room-info';
import { planPolicies } from '../policies/plan-policies';

export interface StaySearch {
  venue: Venue;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  promo: string;
  /** The customer's audiences for non-public rates; none for the public. */
  audiences?: readonly RateAudience[];
}

/** A rate plan's offer for a whole stay, as `/rs/get-rates` answers it, with its room's features. */
export type StayRate = RoomRateOptionAnswer & {
  readonly venue: Venue;
  readonly Accessibility: RoomAccessibility;
};

/**
 * The rates of a stay (booking-engine.md §7 `/rs/get-rates`) by the one rule the calendars
 * use (src/domain/stay/stay-quotes.ts) over the one stay inventory they read: the rates for sale to
 * this party and customer (src/domain/rates/rate-for-sale.ts: the room sleeps the adults and
 * children, the venue does not exclude the rate, the inn's own codes at the inn only, a
 * non-public rate only to its audience), with the public plans and those of the codes in force
 * each night (the offer window's, else the promo: src/domain/rates/offer-codes.ts); a plan is offered
 * when it sells every night. Price is the sum of the nightly rates, pounds and pence.
 */
export function stayRates(repo: StayInventoryRepo, search: StaySearch, now: number): StayRate[] {
  const count = nightsBetween(search.arrival, search.departure);
  if (count < 1) return [];
  const config = VENUE_DEFAULTS[search.venue];
  const rules = {
    venue: search.venue,
    exclusions: config.exclusions,
    guests: search.adults + search.children,
    audiences: search.audiences ?? [],
    vault: BOOKING_VAULT,
  };
  const lastNight = addDays(search.departure, -1);
  const features = repo.accessibility(search.venue);
  const codesOf = (date: string) => offerCodesFor(config, date, search.promo);
  const byDate = new Map<string, RateNight[]>();
  const planOf = new Map<string, PlanNight>();
  for (const planNight of planNights(repo, search.venue, search.arrival, lastNight, codesOf, now)) {
    const night = rateNightOf(planNight);
    if (!night || !isRateForSale(night, rules)) continue;
    byDate.set(night.date, [...(byDate.get(night.date) ?? []), night]);
    planOf.set(planKey(night), planNight);
  }
  const quotes = stayQuotes(
    search.arrival,
    count,
    (d) => byDate.get(d) ?? [],
    BOOKING_VAULT.offers,
  );
  return (quotes ?? []).map((quote) => {
    const { plan, roomType } = planOf.get(planKey(quote))!;
    return {
      venue: search.venue,
      PMSRoomTypeId: roomType.code,
      PMSRateTypeId: plan.rate_type,
      PMSRoomTypeDesc: roomType.description,
      PMSRoomDesc: `${roomType.description}, sleeps ${roomType.max_occupancy}`,
      PMSRoomTypeImage: '',
      Price: quote.price,
      AverageRate: quote.averageRate,
      NumRoomsAvail: quote.roomsFree,
      NightlyRates: [...quote.nightlyRates],
      RateInfo: {
        PMSRateTypeId: plan.rate_type,
        PMSRateTypeDesc: plan.description,
        PMSRateTypeCustDesc: plan.description,
        PMSRateTypeImage: '',
      },
      RoomInfo: roomInfo(roomType.code, roomType.description),
      Accessibility: features.get(roomType.code) ?? NO_ACCESSIBILITY,
      Policies: planPolicies(search.venue, plan.rate_type),
    };
  });
}
