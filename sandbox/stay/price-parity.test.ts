// Issue 17 item 1: one rule set prices the calendars and the booking engine. For thousands of
// generated searches (venue, arrival, nights, guests, promo) across the season, the calendar's
// total for the stay — from the price services' own answers, through the client's conversion
// and rules — equals the engine's cheapest bookable total (`/rs/get-rates`' rates and the
// amount `/rs/book-pms` charges), and a stay the calendar refuses has no bookable plan in the
// engine. Compared in-process (the repo and the domain functions, no HTTP) to stay fast.
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/domain/calendar/add-months';
import { BOOKING_VAULT } from '../../src/domain/rates/booking-vault';
import { cachedRateNights } from '../../src/domain/rates/cached-rate-nights';
import { addDays } from '../../src/domain/calendar/calendar-day';
import { calendarDays } from '../../src/domain/calendar/calendar-days';
import { liveRateNights } from '../../src/domain/rates/live-rate-nights';
import { monthFetchPlan } from '../../src/domain/calendar/month-fetch-plan';
import { monthPrices } from '../../src/domain/calendar/month-prices';
import { parseOfferQuery } from '../../src/domain/rates/parse-offer-query';
import { priceHorizon } from '../../src/domain/calendar/price-horizon';
import { rateCharge } from '../../src/domain/rates/rate-charge';
import type { MonthPrices, Venue } from '../../src/domain/calendar/stay-day';
import { stayDayStatus } from '../../src/domain/calendar/stay-day-status';
import { VENUE_DEFAULTS } from '../../src/domain/routes/venue-config';
import { CachedCalendarSchema, CheapestRatesSchema } from '../../src/schemas/stay-prices';
import { migrate } from '../db/migrate';
import { openDatabase, type SandboxDatabase } from '../db/open-database';
import { createRepos, type Repos } from '../db/repos';
import { seedDatabase } from '../db/seed';
import { cachedCalendar } from './cached-calendar';
import { cheapestRates } from './cheapest-rates';
import { stayRates } from './stay-rates';

const TODAY = '2025-12-01';
const NOW = Date.parse(`${TODAY}T12:00:00Z`);
const SEARCHES = 5_000;
const PROMOS = ['', 'WELCOME', 'welcome', 'NOPE', 'GOLFWINTER', 'SEAWINTER', 'BBBR'] as const;
const VENUES: readonly Venue[] = ['lake', 'inn', 'seaside'];

let db: SandboxDatabase;
let repos: Repos;
beforeAll(async () => {
  db = openDatabase(':memory:');
  migrate(db);
  repos = createRepos(db);
  await seedDatabase(repos, NOW);
  // A few holds, so some nights are tighter than the house alone makes them.
  repos.stayInventory.hold(
    {
      venue: 'lake',
      roomType: 'LKDBL',
      rateType: 'BB',
      arrival: '2025-12-27',
      departure: '2025-12-29',
      rooms: 30,
      status: 'booked',
    },
    NOW,
  );
});
afterAll(() => db.close());

/** One month as the calendar's store builds it, from the services' answers (wire-validated). */
const months = new Map<string, MonthPrices>();
function calendarMonth(venue: Venue, promo: string, month: string): MonthPrices {
  const key = `${venue}|${promo}|${month}`;
  const known = months.get(key);
  if (known) return known;
  const config = VENUE_DEFAULTS[venue];
  const plan = monthFetchPlan(config, month, promo.trim(), TODAY);
  const nights = plan.segments.flatMap(({ source, start, end, offer }) => {
    if (source === 'live') {
      const offers = parseOfferQuery(offer)!;
      const answer = {
        cheapest_rates: cheapestRates(repos.stayInventory, venue, start, end, offers, NOW),
      };
      return liveRateNights(v.parse(CheapestRatesSchema, answer).cheapest_rates);
    }
    const answer = cachedCalendar(
      repos.stayInventory,
      { venue, start, end, promo: promo.trim() },
      NOW,
    );
    return v.parse(CachedCalendarSchema, answer).flatMap(cachedRateNights);
  });
  const prices = monthPrices(venue, config, month, nights);
  months.set(key, prices);
  return prices;
}

interface Search {
  venue: Venue;
  arrival: string;
  nights: number;
  adults: number;
  children: number;
  promo: string;
}

/** What the calendar shows for the search: the departure day's total, or why not. */
function calendarSays(s: Search) {
  const departure = addDays(s.arrival, s.nights);
  const wanted: MonthPrices[] = [];
  for (let m = s.arrival.slice(0, 7); m <= departure.slice(0, 7); m = addMonths(m, 1)) {
    wanted.push(calendarMonth(s.venue, s.promo, m));
  }
  const dayOf = calendarDays(wanted, s.adults + s.children);
  const arrivalDay = stayDayStatus(s.arrival, { today: TODAY, dayOf, openStart: null });
  const departureDay = stayDayStatus(departure, { today: TODAY, dayOf, openStart: s.arrival });
  return { arrivalDay, departureDay };
}

/** The engine's cheapest bookable total for the search (what book-pms charges), or null. */
function engineCheapest(s: Search): number | null {
  const departure = addDays(s.arrival, s.nights);
  const rates = stayRates(repos.stayInventory, { ...s, departure }, NOW);
  const totals = rates.map((r) => rateCharge(r, s.nights, BOOKING_VAULT.offers).total);
  return totals.length ? Math.min(...totals) : null;
}

describe('the disagreements issue 17 found', () => {
  const stay = (venue: Venue, arrival: string, nights: number): Search => ({
    venue,
    arrival,
    nights,
    adults: 2,
    children: 0,
    promo: '',
  });

  it('prices the lake’s Fri 26 → Sun 28 December as the engine sells it (£225.18)', () => {
    const search = stay('lake', '2025-12-26', 2);
    expect(engineCheapest(search)).toBe(225.18);
    expect(calendarSays(search).departureDay.total).toBe(225.18);
  });

  it('shows the inn’s own rates, from £71 a night as the engine sells them (£71.10)', () => {
    const search = stay('inn', '2026-01-13', 1);
    expect(engineCheapest(search)).toBe(71.1);
    const dayOf = calendarDays([calendarMonth('inn', '', '2026-01')], 2);
    expect(dayOf('2026-01-13')?.price).toBe(71);
  });

  it('lets an inn stay arriving Sunday run through Monday, closed only to arrivals (£142.20)', () => {
    const search = stay('inn', '2026-01-11', 2);
    expect(engineCheapest(search)).toBe(142.2);
    const { arrivalDay, departureDay } = calendarSays(search);
    expect(arrivalDay.selectable).toBe(true);
    expect(departureDay).toMatchObject({ total: 142.2, reason: null });
  });
});

describe('price parity: the calendar and the engine', () => {
  it(`agree on ${SEARCHES} generated searches across the season`, () => {
    const lastDay = priceHorizon(VENUE_DEFAULTS.lake, TODAY).lastDay;
    const season = (Date.parse(lastDay) - Date.parse(TODAY)) / 86_400_000 - 28;
    const search = fc.record({
      venue: fc.constantFrom(...VENUES),
      arrival: fc.integer({ min: 0, max: season }).map((n) => addDays(TODAY, n)),
      nights: fc.oneof(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 28 })),
      adults: fc.oneof(fc.constant(2), fc.integer({ min: 1, max: 8 })),
      children: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 })),
      promo: fc.constantFrom(...PROMOS),
    });
    let compared = 0;
    let bookable = 0;
    const mismatches: string[] = [];
    fc.assert(
      fc.property(search, (s) => {
        compared++;
        const engine = engineCheapest(s);
        const { arrivalDay, departureDay } = calendarSays(s);
        if (engine !== null) bookable++;
        const agree =
          engine === null
            ? departureDay.total === null && departureDay.reason !== null
            : departureDay.total === engine &&
              departureDay.reason === null &&
              arrivalDay.selectable;
        if (!agree) {
          mismatches.push(
            `${JSON.stringify(s)}: calendar ${departureDay.total} (${departureDay.reasonText}), engine ${engine}`,
          );
        }
        // A day the calendar disables as an arrival has no bookable plan in the engine.
        if (!arrivalDay.selectable && engine !== null)
          mismatches.push(`${JSON.stringify(s)}: arrival disabled, engine ${engine}`);
      }),
      { numRuns: SEARCHES, seed: 17 },
    );
    console.log(
      `price parity: ${compared} searches compared (${bookable} bookable), ${mismatches.length} mismatches`,
    );
    expect(mismatches.slice(0, 5)).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(5_000);
    expect(bookable).toBeGreaterThan(compared / 3);
  }, 120_000);
});
